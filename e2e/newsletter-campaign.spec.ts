// The owner composes a promotional e-mail, previews it, tests it and sends it to the list; the
// campaign's record shows it going out, and (the test server has no SMTP) each subscriber's
// copy is kept and readable in the Mail viewer with its own unsubscribe link. The one-click
// headers over real SMTP are covered by campaigns.admin-routes.test.ts.
import { expect, test } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { expectNoSeriousViolations } from './axe';

const stamp = Date.now();
const SUBSCRIBERS = [`ruth.${stamp}@e2e.test`, `boaz.${stamp}@e2e.test`];
const SUBJECT = `Advent Drop ${stamp}`;
let ownerSession: OwnerSession;
let consoleErrors: string[] = [];
const SANDBOX_REFUSAL = "Blocked script execution in 'about:srcdoc'";

test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
  for (const email of SUBSCRIBERS) {
    const response = await request.post('/api/admin/subscribers', { data: { email } });
    expect(response.status(), await response.text()).toBe(201);
  }
});

// Playwright reads which fixtures a function needs from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.use({ storageState: async ({}, use) => use(ownerSession) });

test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (message) => {
    // The test's own probes (locators, axe) are refused inside the sandboxed e-mail frames,
    // which is the point of the sandbox; a shopper's or owner's page logs nothing there.
    if (message.type() === 'error' && !message.text().startsWith(SANDBOX_REFUSAL)) {
      consoleErrors.push(message.text());
    }
  });
});

test.afterEach(() => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('the owner previews, tests and sends a campaign, then reads a copy in the Mail viewer', async ({
  page,
}) => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Newsletter' })
    .click();
  await expect(page.getByRole('heading', { name: 'Newsletter Marketing' })).toBeVisible();
  await expect(page.getByText('Active Subscribers')).toBeVisible();
  await expect(page.getByText('New This Month')).toBeVisible();
  await expect(page.getByText('Unused Discounts')).toBeVisible();

  // Nothing filled in: the spec's message, and nothing is sent.
  await page.getByRole('button', { name: 'Send to Subscribers' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  const form = page.getByRole('form', { name: 'Promotional email' });
  await form.getByLabel('Subject Line').fill(SUBJECT);
  await form.getByLabel('Preview Text').fill('Four new hoodies inside');
  await form.getByLabel('Title *', { exact: true }).fill('The Advent Collection');
  await form.getByLabel('Body Text').fill('Warm hoodies for the season.\n\nMade to order.');
  await form.getByLabel('Promo Code').fill('advent15');
  await expect(form.getByLabel('Promo Code')).toHaveValue('ADVENT15');
  await form.getByLabel('Promo Text').fill('15% off this week');
  await expect(form.getByLabel('Button Text')).toHaveValue('Shop Now');
  await expect(form.getByLabel('Button Link')).toHaveValue(/\/products$/);

  // The preview is the sending template, rendered by the server.
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByText('The Advent Collection')).toBeVisible();
  await expect(preview.getByText('ADVENT15')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    /\/products$/,
  );
  await expectNoSeriousViolations(page, 'the newsletter screen', {
    exclude: ['iframe[sandbox]'],
  });

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText(`Test email sent to ${E2E_OWNER_EMAIL}`)).toBeVisible();

  const stats = (await (await page.request.get('/api/admin/subscribers/stats')).json()) as {
    active: number;
  };
  expect(stats.active).toBeGreaterThanOrEqual(SUBSCRIBERS.length);
  await page.getByRole('button', { name: 'Send to Subscribers' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send campaign' });
  await expect(confirm.getByText(`${stats.active} active subscribers`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(`Successfully sent email to ${stats.active} subscribers!`),
  ).toBeVisible();
  // The form starts over for the next campaign.
  await expect(form.getByLabel('Subject Line')).toHaveValue('');

  // The record under the composer follows the worker until every copy went out.
  const campaign = page
    .getByRole('list', { name: 'Sent campaigns' })
    .getByRole('listitem')
    .filter({ hasText: SUBJECT });
  await expect(campaign).toBeVisible();
  await expect(campaign.getByText('Recipients').locator('..')).toContainText(`${stats.active}`);
  await expect(campaign.getByText('Delivered').locator('..')).toContainText(`${stats.active}`);
  await expect(campaign.getByText('Failed').locator('..')).toContainText('0');

  // No SMTP on this server: the Mail viewer is in the menu, with every kept copy.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Mail', exact: true })).toBeVisible();
  const mailList = page.getByRole('list', { name: 'Mail' });
  await expect(
    mailList.getByRole('button', { name: new RegExp(`\\[Test\\] ${SUBJECT}`) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the mail viewer');

  const copy = mailList
    .getByRole('button')
    .filter({ hasText: SUBJECT })
    .filter({
      hasText: `To: ${SUBSCRIBERS[0]}`,
    });
  await copy.click();
  const dialog = page.getByRole('dialog', { name: SUBJECT });
  await expect(dialog.getByText(SUBSCRIBERS[0]!)).toBeVisible();
  const message = page.frameLocator(`iframe[title="Message: ${SUBJECT}"]`);
  await expect(message.getByText('The Advent Collection')).toBeVisible();
  const unsubscribe = message.getByRole('link', { name: 'Unsubscribe' });
  await expect(unsubscribe).toHaveAttribute(
    'href',
    new RegExp(
      `/unsubscribe\\?email=${encodeURIComponent(SUBSCRIBERS[0]!).replace('.', '\\.')}&token=[\\w-]{24}$`,
    ),
  );

  // The link works: opened, it unsubscribes that address (and only it).
  const href = (await unsubscribe.getAttribute('href'))!;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(href);
  await expect(page.getByText("You've Been Unsubscribed")).toBeVisible();
});
