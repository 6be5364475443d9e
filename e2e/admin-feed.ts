// The owner's browser session and the admin feed, for journeys that watch new orders arrive
// on open admin pages (new-order-alert.spec.ts, orders.spec.ts).
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { E2E_OWNER_PASSWORD, signInAsOwner } from './owner-session';

export type OwnerSession = Awaited<
  ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>
>;

/**
 * Signs the owner in through the admin form once and returns the browser session, for
 * `browser.newContext({ storageState })`: signing in is rate limited, so a file does it once.
 */
export async function signInOwnerBrowser(
  browser: Browser,
  request: APIRequestContext,
): Promise<OwnerSession> {
  await signInAsOwner(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
  const session = await context.storageState();
  await context.close();
  return session;
}

/**
 * Watches the page's network for the admin feed; `opened` resolves once its WebSocket
 * handshake is done, so an order placed afterwards is one the page must hear about.
 */
export async function watchFeed(page: Page): Promise<{ opened: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const opened = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
      if (event.response.status === 101) resolve();
    });
  });
  await cdp.send('Network.enable');
  // Wrapped: an async function returning the bare promise would wait for it.
  return { opened };
}
