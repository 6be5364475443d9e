// The owner learns of mail that has not gone out (DECISIONS: "Mail is never dropped in silence"):
// a banner on the dashboard leads to the outbox on the Mail screen, which shows each e-mail with
// what the mail server answered; Retry sends a failed one, Retry all the others, Discard (asked
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

/** A new subscriber whose mailbox is full: their welcome is held back. */
const FULL_MAILBOX = 'full-mailbox@e2e.test';

const subjectsReceived = () => store.smtp.messages.map((message) => message.subject);

/** A visitor subscribes to the newsletter: a welcome e-mail to that address. */
async function subscribe(email: string): Promise<void> {
  const response = await fetch(`${store.url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: store.url },
    body: JSON.stringify({ email }),
  });
  expect(response.ok).toBe(true);
}

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

test('the owner sees mail that could not be sent, discards one and retries others', async ({
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

  // The mail server refuses two messages for good, and holds a new subscriber's welcome back
  // (the mailbox is full, try later) for as long as this journey lasts.
  store.smtp.rejectNext(2, 550);
  const refused = await contactMessage();
  const dropped = await contactMessage();
  store.smtp.refuseRecipient(FULL_MAILBOX, 452);
  await subscribe(FULL_MAILBOX);
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
  const delayedRow = outbox.getByRole('article', { name: /Welcome to the/ });
  await expect(delayedRow).toContainText('Delayed');
  await expect(delayedRow).toContainText(`To: ${FULL_MAILBOX}`);
  await expect(delayedRow).toContainText('Next try');
  await expect(delayedRow).toContainText('452 Mailbox full');
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

  // Retry sends the refused one now that the server takes it, and it leaves the outbox.
  await refusedRow.getByRole('button', { name: `Retry ${refused}` }).click();
  await expect(page.getByText('E-mail queued to send again')).toBeVisible();
  await expect.poll(() => subjectsReceived()).toEqual([refused]);
  await expect(refusedRow).toHaveCount(0);

  // Retry all sends another one the server refused, and tries the held-back welcome again.
  store.smtp.rejectNext(1, 550);
  const later = await contactMessage();
  await outboxHolds(page, { delayed: 1, failed: 1 });
  await page.reload();
  await expect(outbox.getByRole('article', { name: later })).toContainText('Failed');
  await page.getByRole('button', { name: 'Retry all' }).click();
  await expect(page.getByText(/e-mails? queued to send again/)).toBeVisible();
  await expect.poll(() => subjectsReceived()).toEqual([refused, later]);
  await expect(outbox.getByRole('article', { name: later })).toHaveCount(0);
  await expect(delayedRow).toContainText('Delayed');

  // Back on the dashboard, the welcome still waits: the banner says so.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const left = page.getByRole('link', { name: /1 e-mail could not be sent yet/ });
  await expect(left).toContainText('1 being retried by the store');
  expect(consoleErrors, 'console errors').toEqual([]);
});
