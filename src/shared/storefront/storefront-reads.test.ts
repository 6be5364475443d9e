// What the reads table gives the places built from it: the URL the client asks for (and the
// page's data is keyed by), the routes' order, the admin writes that rebuild the snapshot, and
// the reads a locked store still answers.
import { describe, expect, it } from 'vitest';
import { readOfUrl, readUrl } from './storefront-read-urls';
import {
  OPEN_WHILE_LOCKED_READS,
  readsWrittenBy,
  STOREFRONT_READ_NAMES,
  STOREFRONT_READS,
  STOREFRONT_WRITERS,
} from './storefront-reads';

describe('readUrl', () => {
  it('writes the URL as the client asks for it, and reads it back', () => {
    expect(readUrl('hero', {})).toBe('/api/content/hero');
    expect(readUrl('products', {})).toBe('/api/products');
    expect(readUrl('products', { collection: 'Summer Drop' })).toBe(
      '/api/products?collection=Summer+Drop',
    );
    expect(readUrl('product', { id: 'a/b' })).toBe('/api/products/a%2Fb');
    const url = new URL(readUrl('products', { collection: 'Summer Drop' }), 'http://store');
    expect(readOfUrl(url.pathname, url.searchParams)).toEqual({
      name: 'products',
      input: { collection: 'Summer Drop' },
    });
    expect(readOfUrl('/api/products/a%2Fb', new URLSearchParams())).toEqual({
      name: 'product',
      input: { id: 'a/b' },
    });
    // A path of its own wins over a path parameter.
    expect(readOfUrl('/api/products/best-sellers', new URLSearchParams())?.name).toBe(
      'bestSellers',
    );
  });
});

describe('the table', () => {
  it('lists the reads with a path parameter last, so the routes match the others first', () => {
    const withParam = STOREFRONT_READ_NAMES.map((name) =>
      STOREFRONT_READS[name].path.includes(':'),
    );
    expect(withParam.indexOf(true)).toBe(withParam.lastIndexOf(false) + 1);
    expect(new Set(STOREFRONT_READ_NAMES)).toEqual(new Set(Object.keys(STOREFRONT_READS)));
  });

  it('names the admin areas whose writes change what shoppers read', () => {
    expect([...STOREFRONT_WRITERS].sort()).toEqual([
      'collections',
      'demo',
      'hero',
      'orders',
      'popup',
      'products',
      'promotions',
      'settings',
      'showcases',
      'size-chart',
    ]);
    expect(readsWrittenBy('orders')).toEqual(['bestSellers']);
    expect(readsWrittenBy('settings')).toEqual(['storeProfile']);
  });

  it('keeps only the store profile open while the store is locked', () => {
    expect(OPEN_WHILE_LOCKED_READS).toEqual(['/api/store-profile']);
  });
});
