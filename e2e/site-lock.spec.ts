// Site lock (spec storefront §2, admin §6; DECISIONS "Site lock"): the owner locks the store
// with a message and a password; a visitor lands on the locked page, can still track an order,
// and gets in with the password; unlocked, the locked page sends visitors home. Other journeys
// share this server, so the store is unlocked again whatever happens here.
import { expect, request as requestContext, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInAsOwner } from './owner-session';
import { currentSettingsBody, saveSettings, type StoreSettingsBody } from './store-settings-api';

const MESSAGE = 'Closed for inventory. Back on Monday!';
const PASSWORD = 'friends-and-family';
const PRODUCT = 'Light in the Dark Tee';
const GUEST_EMAIL = 'locked-tracker@example.com';
/** The locked page shows the social links the owner set in Settings; a new store has none. */
const SOCIAL = {
  instagram: 'https://www.instagram.com/ctk-locked',
  tiktok: 'https://www.tiktok.com/@ctk-locked',
  facebook: 'https://www.facebook.com/ctk-locked',
};
let settingsBefore: StoreSettingsBody | null = null;

async function placeGuestOrder(request: APIRequestContext): Promise<string> {
  const list = await request.get('/api/products');
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === PRODUCT);
  expect(tee, `${PRODUCT} is in the demo catalogue`).toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      shipping: {
        name: 'Locked Tracker',
        email: GUEST_EMAIL,
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      items: [{ productId: tee!.id, size: 'M', color: 'Black', quantity: 1 }],
      paymentMethod: 'cashapp',
      discountCode: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

test.afterAll(async ({ baseURL }) => {
  const owner = await requestContext.newContext({ baseURL: baseURL! });
  await signInAsOwner(owner);
  const response = await owner.put('/api/admin/site-lock', {
    data: { isLocked: false, message: 'Be Back Soon', mode: 'maintenance', unlockAt: null },
  });
  expect(response.status()).toBe(200);
  if (settingsBefore) await saveSettings(owner, settingsBefore);
  await owner.dispose();
});

test('the owner locks the store; a visitor tracks an order and gets in with the password', async ({
  browser,
  page,
  request,
}) => {
  const orderNumber = await placeGuestOrder(request);

  // The owner has set the store's social links, then locks the store on the Site Lock screen.
  await signInAsOwner(page.request);
  settingsBefore = await currentSettingsBody(page.request);
  await saveSettings(page.request, {
    ...settingsBefore,
    profile: { ...settingsBefore.profile, social: SOCIAL },
  });
  await page.goto('/admin/site-lock');
  await expect(page.getByRole('heading', { name: 'Site Lock Settings' })).toBeVisible();
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByLabel('Bypass Password (optional)').fill(PASSWORD);
  await page.getByRole('switch', { name: 'Lock the store' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Site Lock screen');

  // A fresh visitor asks for the shop and lands on the locked page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/products');
  await expect(visitor).toHaveURL('/site-locked');
  await expect(visitor.getByRole('heading', { name: MESSAGE })).toBeVisible();
  for (const [network, href] of [
    ['Instagram', SOCIAL.instagram],
    ['TikTok', SOCIAL.tiktok],
    ['Facebook', SOCIAL.facebook],
  ] as const) {
    await expect(visitor.getByRole('link', { name: network })).toHaveAttribute('href', href);
  }
  await expect(visitor.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expectNoSeriousViolations(visitor, 'the locked page');

  // Order tracking stays open while the store is locked.
  await visitor.getByRole('link', { name: 'Track Order' }).click();
  await expect(visitor).toHaveURL('/track-order');
  await visitor.getByLabel('Order Number').fill(orderNumber);
  await visitor.getByLabel('Email').fill(GUEST_EMAIL);
  await visitor.getByRole('button', { name: 'Track Order' }).click();
  await expect(visitor.getByText('Order found!')).toBeVisible();
  await expect(visitor.getByText(orderNumber).first()).toBeVisible();

  // A wrong password, then the right one.
  await visitor.goto('/site-locked');
  await visitor.getByRole('button', { name: 'Have access? Enter password' }).click();
  await visitor.getByLabel('Password').fill('not-the-password');
  await visitor.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(visitor.getByText('Invalid password')).toBeVisible();
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(visitor.getByText('Access granted!')).toBeVisible();
  await expect(visitor).toHaveURL('/');
  await expect(visitor.getByRole('link', { name: 'Cart' })).toBeVisible();
  await visitor.goto('/products');
  await expect(visitor).toHaveURL('/products');
  await expect(visitor.getByRole('link', { name: PRODUCT }).first()).toBeVisible();
  await visitorContext.close();

  // The owner unlocks; the locked page now sends everyone home.
  await page.reload();
  await page.getByRole('switch', { name: 'Lock the store' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully').last()).toBeVisible();
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto('/site-locked');
  await expect(later).toHaveURL('/');
  await laterContext.close();
});
