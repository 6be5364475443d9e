// @vitest-environment jsdom
// The page's data script answers the first GET of each URL it holds; everything else, and a
// page without a usable script, goes to the network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRead } from './api';
import { pageDataFetch } from './page-data';

const shirt = { id: 'shirt', name: 'Grace Tee', price: 3500 };

/** A page as the server sends it, with the given text in its data script. */
function pageWith(scriptText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('CTK');
  if (scriptText !== null) {
    const script = doc.createElement('script');
    script.id = 'page-data';
    script.type = 'application/json';
    script.textContent = scriptText;
    doc.head.append(script);
  }
  return doc;
}

/** The network: records what was asked and answers every request with `{ from: 'network' }`. */
function network() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return Promise.resolve(Response.json({ from: 'network' }));
  };
  return { asked, fetch };
}

const json = async (response: Response) => (await response.json()) as unknown;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('a page that carries its data', () => {
  it('answers the first GET from the page, then asks the network', async () => {
    const net = network();
    const page = pageWith(JSON.stringify({ '/api/products/shirt': { product: shirt } }));
    const fetch = pageDataFetch(() => page, net.fetch);

    const first = await fetch('/api/products/shirt', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ product: shirt });
    expect(net.asked).toEqual([]);

    expect(await json(await fetch('/api/products/shirt', { method: 'GET' }))).toEqual({
      from: 'network',
    });
    expect(net.asked).toEqual(['GET /api/products/shirt']);
  });

  it('matches the query string however its spaces are written', async () => {
    const net = network();
    const page = pageWith(JSON.stringify({ '/api/products?collection=Summer%20Drop': [shirt] }));
    const fetch = pageDataFetch(() => page, net.fetch);

    expect(await json(await fetch('/api/products?collection=Summer+Drop'))).toEqual([shirt]);
    expect(net.asked).toEqual([]);
  });

  it('sends other URLs, other query strings and writes to the network', async () => {
    const net = network();
    const page = pageWith(JSON.stringify({ '/api/products?collection=Faith': [shirt] }));
    const fetch = pageDataFetch(() => page, net.fetch);

    await fetch('/api/products');
    await fetch('/api/products?collection=Hope');
    await fetch('/api/products?collection=Faith', { method: 'POST', body: '{}' });
    expect(net.asked).toEqual([
      'GET /api/products',
      'GET /api/products?collection=Hope',
      'POST /api/products?collection=Faith',
    ]);
  });
});

describe('a page without usable data', () => {
  it.each([
    ['no script', null],
    ['an empty script', ''],
    ['malformed JSON', '{"/api/products": [1, 2'],
    ['a list instead of a map', '[1, 2]'],
  ])('with %s, every GET goes to the network', async (_case, text) => {
    const net = network();
    const fetch = pageDataFetch(() => pageWith(text), net.fetch);

    expect(await json(await fetch('/api/products'))).toEqual({ from: 'network' });
    expect(net.asked).toEqual(['GET /api/products']);
  });
});

describe('a storefront read', () => {
  it('reads the page data for the URL it builds, path and query string', async () => {
    const net = network();
    vi.stubGlobal('fetch', net.fetch);
    document.head.append(
      pageWith(
        JSON.stringify({ '/api/products?collection=Summer%20Drop': { products: [shirt] } }),
      ).getElementById('page-data')!,
    );

    const first = await callRead('products', { collection: 'Summer Drop' });
    expect(first).toEqual({ products: [shirt] });
    expect(net.asked).toEqual([]);

    await callRead('products', { collection: 'Summer Drop' });
    expect(net.asked).toEqual(['GET /api/products?collection=Summer+Drop']);
  });
});
