// "Before you open" through HTTP (docs/decisions/066-before-you-open.md): a store loaded with
// the demo says it is one (the storefront's profile, the order e-mail) until the owner's own
// handles replace the examples; "Remove demo content" deletes only what the demo made and
// nobody changed, and keeps orders; the launch checklist reads the store's real state. Mail
// goes to a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HANDLE_NOTE } from '../../shared/orders/demo-handles';
import { LaunchChecklistSchema, NOTHING_TO_REMOVE } from '../../shared/site/launch.schema';
import { user } from '../db/schema/auth';
import { collections } from '../db/schema/collections';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { featuredShowcases } from '../db/schema/storefront-content';
import { userRoles } from '../db/schema/user-roles';
import { demoImageUrls, planDemoImages } from '../seed/demo-images';
import { demoCatalogDrawings, insertDemoCatalog } from '../seed/seed';
import { TEST_MAIL_SUBJECT } from '../mail/test-mail';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { placeOrder } from '../test/place-order';
import { settingsForm } from '../test/store-settings-form';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let smtp: SmtpTestServer;
let t: TestApp;
let owner: string;
let shopper: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  // With SMTP the owner proves the address by an e-mailed link (owner-claim.test.ts); here the
  // role is arranged directly, as the claim would leave it.
  owner = await t.signUp(OWNER_EMAIL, 'Store Owner');
  const [account] = await t.db.select().from(user).where(eq(user.email, OWNER_EMAIL));
  await t.db.insert(userRoles).values({ userId: account!.id, role: 'admin' });
  shopper = await t.signUp('shopper@example.com');
  // The demo's rows as the first start writes them (the pictures themselves are not needed).
  const images = demoImageUrls(t.files, planDemoImages(demoCatalogDrawings()));
  await insertDemoCatalog(t.db, images, new Date());
  await t.catalogChanged();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The body as the recipient reads it: quoted-printable undone, lines joined. */
const readBody = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\s+/g, ' ');

async function storeProfile() {
  const response = await t.request('GET', '/api/store-profile');
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: { demo: boolean } }).profile;
}

async function checklist() {
  const response = await t.request('GET', '/api/admin/launch', { cookie: owner });
  expect(response.status).toBe(200);
  const answer = LaunchChecklistSchema.parse(await response.json());
  return {
    demo: answer.demo,
    done: Object.fromEntries(answer.items.map((item) => [item.id, item.done])),
  };
}

async function productId(name: string) {
  const [row] = await t.db.select().from(products).where(eq(products.name, name));
  return row!.id;
}

async function saveSettings(body: unknown) {
  const response = await t.request('PUT', '/api/admin/settings', { cookie: owner, body });
  expect(response.status, await response.clone().text()).toBe(200);
}

let demoOrderId: string;

describe('a store fresh with the demo', () => {
  it('tells the storefront it is a demo', async () => {
    expect((await storeProfile()).demo).toBe(true);
  });

  it("says in the shopper's order e-mail that the handle is an example", async () => {
    const created = await placeOrder(t, await productId('Light in the Dark Tee'), 'Ruth Shopper');
    demoOrderId = created.orderId;
    await t.runJobs();
    const mail = smtp.messages.find((message) => message.to.includes('guest@example.com'));
    expect(mail).toBeDefined();
    const body = readBody(mail!.body);
    expect(body).toContain('$CTKApparel');
    expect(body).toContain(DEMO_HANDLE_NOTE);
  });

  it('has a checklist with only the unlocked store done, and the demo to remove', async () => {
    expect(await checklist()).toEqual({
      done: {
        storeName: false,
        paymentHandle: false,
        mail: false,
        socialLinks: false,
        demoProducts: false,
        siteUnlocked: true,
      },
      demo: { products: 16, collections: 4, showcases: 1, sizeChart: true },
    });
  });
});

describe('removing the demo', () => {
  it('is refused to visitors and shoppers', async () => {
    expect((await t.request('DELETE', '/api/admin/demo')).status).toBe(401);
    expect((await t.request('DELETE', '/api/admin/demo', { cookie: shopper })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/launch', { cookie: shopper })).status).toBe(403);
    expect((await t.db.select().from(products)).length).toBe(16);
  });

  it("deletes only the demo's untouched rows, keeps orders, and the storefront shows it at once", async () => {
    // The owner's own product, in a demo collection: the collection stays for it.
    const created = await t.request('POST', '/api/admin/products', {
      cookie: owner,
      body: {
        name: 'Kingdom Hoodie',
        priceCents: 6000,
        description: 'Our own.',
        collections: ['NBA'],
        sizes: ['M'],
        colors: ['Black'],
        inStock: true,
        images: [],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    // A demo product the owner edited is the owner's now.
    const edited = await productId('Faith Over Fear Hoops Tee');
    const [before] = await t.db.select().from(products).where(eq(products.id, edited));
    const edit = await t.request('PUT', `/api/admin/products/${edited}`, {
      cookie: owner,
      body: {
        name: before!.name,
        priceCents: 2999,
        description: before!.description,
        collections: before!.collections,
        sizes: before!.sizes,
        colors: before!.colors,
        inStock: true,
        images: before!.images,
        featuredInCollections: before!.featuredInCollections,
      },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);

    const response = await t.request('DELETE', '/api/admin/demo', { cookie: owner });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      removed: { products: 15, collections: 2, showcases: 1, sizeChart: true },
    });

    const left = await t.db.select({ name: products.name }).from(products);
    expect(left.map((row) => row.name).sort()).toEqual([
      'Faith Over Fear Hoops Tee',
      'Kingdom Hoodie',
    ]);
    // The edited tee is in WNBA, the hoodie in NBA: those stay, the other two went.
    const collectionNames = (await t.db.select().from(collections)).map((row) => row.name);
    expect(collectionNames.sort()).toEqual(['NBA', 'WNBA']);
    expect(await t.db.select().from(featuredShowcases)).toEqual([]);
    // The order and its item, with the product's name and price as ordered.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, demoOrderId));
    expect(order).toBeDefined();
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, demoOrderId));
    expect(item).toMatchObject({ productId: null, productName: 'Light in the Dark Tee' });
    // The storefront's snapshot no longer lists what went.
    const list = await t.request('GET', '/api/products');
    const shown = ((await list.json()) as { products: { name: string }[] }).products;
    expect(shown.map((product) => product.name).sort()).toEqual([
      'Faith Over Fear Hoops Tee',
      'Kingdom Hoodie',
    ]);
  });

  it('is refused when nothing of the demo is left', async () => {
    const response = await t.request('DELETE', '/api/admin/demo', { cookie: owner });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: NOTHING_TO_REMOVE } });
    expect((await checklist()).done.demoProducts).toBe(true);
  });
});

describe('the launch checklist', () => {
  it('ticks each item once the owner has done it, and the demo bar goes with the handles', async () => {
    await saveSettings(
      settingsForm({
        profile: { storeName: 'Kingdom Threads' },
        paymentMethods: { cashapp: { handle: '$KingdomThreads' } },
      }),
    );
    // Venmo and Zelle still send to the examples: still a demo, and the item still open, though
    // one handle is real.
    expect((await storeProfile()).demo).toBe(true);
    expect((await checklist()).done).toMatchObject({ storeName: true, paymentHandle: false });

    await saveSettings(
      settingsForm({
        profile: {
          storeName: 'Kingdom Threads',
          social: { instagram: 'https://www.instagram.com/kingdom', tiktok: '', facebook: '' },
        },
        paymentMethods: {
          cashapp: { handle: '$KingdomThreads' },
          venmo: { enabled: false },
          zelle: { handle: 'pay@kingdom.example' },
        },
      }),
    );
    expect((await storeProfile()).demo).toBe(false);
    expect((await checklist()).done.mail).toBe(false);

    smtp.clear();
    const test = await t.request('POST', '/api/admin/mail/test', { cookie: owner });
    expect(test.status, await test.clone().text()).toBe(200);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toEqual([OWNER_EMAIL]);
    expect(mail!.subject).toBe(TEST_MAIL_SUBJECT);

    expect(Object.values((await checklist()).done).every(Boolean)).toBe(true);
  });

  it('has the site lock item undone while the store is locked', async () => {
    const locked = await t.request('PUT', '/api/admin/site-lock', {
      cookie: owner,
      body: { isLocked: true, message: 'Be Back Soon', mode: 'maintenance', unlockAt: null },
    });
    expect(locked.status, await locked.clone().text()).toBe(200);
    expect((await checklist()).done.siteUnlocked).toBe(false);
  });
});

describe('a test mail the mail server refuses', () => {
  it('answers why, and unticks the mail item an earlier test mail ticked', async () => {
    expect((await checklist()).done.mail).toBe(true);
    smtp.rejectNext(1, 550);
    const response = await t.request('POST', '/api/admin/mail/test', { cookie: owner });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'mail_refused' } });
    expect((await checklist()).done.mail).toBe(false);
  });
});
