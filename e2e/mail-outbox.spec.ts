// The owner learns of mail that has not gone out (DECISIONS: "Mail is never dropped in silence"):
// a banner on the dashboard leads to the outbox on the Mail screen, which shows each e-mail with
// what the mail server answered; Retry sends a failed one, Retry all the rest, Discard (asked
// first) drops one. A store of its own with a real SMTP server that the journey controls.
import { expect, test, type Page } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { E2E_OWNER_PASSWORD } from './owner-session';
import { startStoreWithSmtp, type StoreWithSmtp } from './store-with-smtp';

// Two starts of a store on a fresh data directory come before the journey.
test.setTimeout(240_000);

let store: StoreWithSmtp;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startStoreWithSmtp();
});
test.afterAll(async () => {
  await store?.close();
});

let visitors = 0;
/** A visitor's message through the contact form: one e-mail to the owner. Returns its subject. */
async function contactMessage(): Promise<string> {
  visitors++;
  const name = `Visitor ${visitors}`;
  const response = await fetch(`${store.url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: store.url,
      'x-forwarded-for': `203.0.113.${visitors}`,
    },
    body: JSON.stringify({ name, email: `visitor${visitors}@e2e.test`, message: 'Restock?' }),
  });
  expect(response.status).toBe(201);
  return `Contact form: ${name}`;
}

/** Waits until the outbox holds this many delayed and failed e-mails. */
async function outboxHolds(page: Page, counts: { delayed: number; failed: number }) {
  await expect
    .poll(async () => {
      const response = await page.request.get(`${store.url}/api/admin/mail/outbox`);
      return ((await response.json()) as { counts: unknown }).counts;
    })
    .toEqual(counts);
}

test('the owner sees mail that could not be sent, discards one and retries the others', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${store.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${store.url}/admin`);

  // The mail server refuses two messages for good; then it is down while a third is sent.
  store.smtp.rejectNext(2, 550);
  const refused = await contactMessage();
  const dropped = await contactMessage();
  await outboxHolds(page, { delayed: 0, failed: 2 });
  await store.smtp.stop();
  const delayed = await contactMessage();
  await outboxHolds(page, { delayed: 1, failed: 2 });

  await page.reload();
  const banner = page.getByRole('link', { name: /3 e-mails could not be sent yet/ });
  await expect(banner).toContainText('1 being retried by the store');
  await expect(banner).toContainText('2 failed and waiting for you to retry');
  await banner.click();
  await expect(page).toHaveURL(`${store.url}/admin/mail`);
  await expect(page.getByRole('heading', { name: 'Outbox (3)' })).toBeVisible();

  const outbox = page.getByRole('list', { name: 'Outbox' });
  const refusedRow = outbox.getByRole('article', { name: refused });
  await expect(refusedRow).toContainText('Failed');
  await expect(refusedRow).toContainText(`To: ${E2E_OWNER_EMAIL}`);
  await expect(refusedRow).toContainText('550 Mailbox unavailable');
  const delayedRow = outbox.getByRole('article', { name: delayed });
  await expect(delayedRow).toContainText('Delayed');
  await expect(delayedRow).toContainText('Next try');
  await expect(delayedRow).toContainText('ECONNREFUSED');
  await expectNoSeriousViolations(page, 'the outbox');

  // Works on a phone: nothing wider than the screen, the actions in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const retryOnPhone = refusedRow.getByRole('button', { name: `Retry ${refused}` });
  await retryOnPhone.scrollIntoViewIfNeeded();
  await expect(retryOnPhone).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner drops one: asked first, then gone for good.
  await outbox.getByRole('button', { name: `Discard ${dropped}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard e-mail' });
  await expect(dialog).toContainText(`Discard the e-mail "${dropped}" to ${E2E_OWNER_EMAIL}?`);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('E-mail discarded')).toBeVisible();
  await expect(outbox.getByRole('article', { name: dropped })).toHaveCount(0);

  // The mail server is back: Retry sends the refused one, and it leaves the outbox.
  await store.smtp.start();
  await refusedRow.getByRole('button', { name: `Retry ${refused}` }).click();
  await expect(page.getByText('E-mail queued to send again')).toBeVisible();
  await expect.poll(() => store.smtp.messages.map((message) => message.subject)).toContain(refused);
  await expect(refusedRow).toHaveCount(0);

  // The delayed one goes out by itself once its next try comes; Retry all sends it now.
  await page.getByRole('button', { name: 'Retry all' }).click();
  await expect
    .poll(() => store.smtp.messages.map((message) => message.subject).sort())
    .toEqual([refused, delayed].sort());
  await expect(page.getByText('Nothing waiting')).toBeVisible();

  // Nothing waits any more: the dashboard shows no banner.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();
  await expect(page.getByText(/could not be sent yet/)).toHaveCount(0);
  expect(store.smtp.messages).toHaveLength(2);
  expect(consoleErrors, 'console errors').toEqual([]);
});
