// The snapshot's pages rendered on the server (decision 036), through the HTTP app with the
// storefront's own source: what a visitor sees before any script runs, and that an admin write
// shows in the next page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_BAR } from '../../../shared/orders/demo-handles';
import { collections } from '../../db/schema/collections';
import { settingsForm } from '../../test/store-settings-form';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: string;
let clientDir: string;

const tee = {
  name: 'Faith Tee',
  priceCents: 4000,
  description: 'Heavyweight cotton.',
  collections: ['NBA'],
  sizes: ['S', 'M'],
  colors: ['Black'],
  inStock: true,
  featuredInCollections: [],
  images: [{ url: '/uploads/product-images/tee-w1600.webp', color: 'Black' }],
};
const hoodie = { ...tee, name: 'Grace Hoodie', priceCents: 6550, collections: ['Summer Drop'] };

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

async function createProduct(body: Record<string, unknown>): Promise<string> {
  const response = await admin('POST', '/products', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

/** The page's HTML, after checking it is a page from the snapshot. */
async function page(url: string): Promise<string> {
  const response = await t.request('GET', url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

/** What the page shows with no script run: the text of `<body>`, scripts left out. */
function textBeforeScripts(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

let teeId: string;
let hoodieId: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>CTK</title>\n</head><body><div id="root"></div>' +
      '<script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  t = await createTestApp({ clientDir, serverRendered: true });
  owner = await t.signUpOwner();
  await t.db.insert(collections).values([{ name: 'NBA' }, { name: 'Summer Drop' }]);
  teeId = await createProduct(tee);
  hoodieId = await createProduct(hoodie);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('pages rendered on the server', () => {
  it('shows a product page with its name, price and options before any script', async () => {
    const text = textBeforeScripts(await page(`/product/${teeId}`));
    expect(text).toContain('Faith Tee');
    expect(text).toContain('$40.00');
    expect(text).toContain('Heavyweight cotton.');
    expect(text).toContain('Select Options');
    // The header and footer are there too, as a first-time visitor sees them.
    expect(text).toContain('Skip to content');
    expect(text).toContain('All rights reserved.');
    expect(text).toContain('0 items');
  });

  it('shows the shop with every product and price, and a collection with its own', async () => {
    const all = textBeforeScripts(await page('/products'));
    expect(all).toContain('Shop All');
    for (const shown of ['Faith Tee', '$40.00', 'Grace Hoodie', '$65.50']) {
      expect(all).toContain(shown);
    }
    const summer = textBeforeScripts(await page('/products?collection=Summer%20Drop'));
    expect(summer).toContain('Grace Hoodie');
    expect(summer).not.toContain('Faith Tee');
  });

  it('shows the home page with its hero and best sellers', async () => {
    const text = textBeforeScripts(await page('/'));
    expect(text).toContain('Wear your faith');
    expect(text).toContain('Best Sellers');
    expect(text).toContain('Grace Hoodie');
    expect(text).toContain('$65.50');
  });

  it('keeps the page data the browser hydrates from beside the markup', async () => {
    const html = await page(`/product/${hoodieId}`);
    const root = html.indexOf('<div id="root">');
    const data = html.indexOf('<script id="page-data"');
    expect(root).toBeGreaterThan(-1);
    expect(data).toBeGreaterThan(root);
    expect(html.slice(data)).toContain(`"/api/products/${hoodieId}":{"product":`);
  });

  it('holds taps made before hydration, in the head, with a script the policy lets run', async () => {
    const response = await t.request('GET', '/products');
    const html = await response.text();
    const script = /<script>([^<]*__storefrontEarlyEvents[^<]*)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script!.index).toBeLessThan(html.indexOf('</head>'));
    // The browser runs an inline script only when the policy names its hash.
    const hash = createHash('sha256').update(script![1]!).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('renders no page for a collection that does not exist', async () => {
    const html = await page('/products?collection=No%20Such%20Drop');
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves an unknown product to the browser, with an empty root', async () => {
    const html = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(html).toContain('<div id="root"></div>');
    // Nothing to hydrate: the browser renders it, and taps reach React directly.
    expect(html).not.toContain('__storefrontEarlyEvents');
  });
});

describe('after an admin write', () => {
  it('renders the new price in the next page, on every page that shows it', async () => {
    expect(textBeforeScripts(await page(`/product/${teeId}`))).toContain('$40.00');
    expect(textBeforeScripts(await page('/products'))).toContain('$40.00');

    const response = await admin('PUT', `/products/${teeId}`, { ...tee, priceCents: 4250 });
    expect(response.status).toBe(200);

    const product = textBeforeScripts(await page(`/product/${teeId}`));
    expect(product).toContain('$42.50');
    expect(product).not.toContain('$40.00');
    const shop = textBeforeScripts(await page('/products'));
    expect(shop).toContain('$42.50');
    expect(shop).not.toContain('$40.00');
  });
});

describe('the demo store bar', () => {
  it('is in every page while a handle is an example, and goes once the owner sets their own', async () => {
    // A store that never saved its payment methods offers the examples.
    for (const url of ['/', '/products', `/product/${teeId}`]) {
      expect(textBeforeScripts(await page(url))).toContain(DEMO_STORE_BAR);
    }
    const saved = await admin(
      'PUT',
      '/settings',
      settingsForm({
        paymentMethods: {
          cashapp: { handle: '$KingdomThreads' },
          venmo: { handle: '@Kingdom-Threads' },
          zelle: { handle: 'pay@kingdom.example' },
        },
      }),
    );
    expect(saved.status).toBe(200);
    for (const url of ['/', '/products', `/product/${teeId}`]) {
      expect(textBeforeScripts(await page(url))).not.toContain(DEMO_STORE_BAR);
    }
  });
});
