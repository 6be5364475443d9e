// The page's data becomes the queries the page's hooks ask for, before the first render: the
// same keys the hooks use, the bodies as the routes answer them, and the entries taken.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readUrl } from '../../shared/storefront/storefront-read-urls';
import {
  STOREFRONT_READ_NAMES,
  type ReadInput,
  type StorefrontReadName,
} from '../../shared/storefront/storefront-reads';
import { fillPageQueries, pageQueryKey } from './page-queries';
import { readQuery } from './storefront-reads';

/** What any read may be asked with: its path parameter and its query parameters set. */
const input: ReadInput<StorefrontReadName> = { id: 'a/b', collection: 'Summer Drop' };

describe('pageQueryKey', () => {
  it("names the query of every storefront read's URL: the key its hook asks with", () => {
    for (const name of STOREFRONT_READ_NAMES) {
      expect(pageQueryKey(readUrl(name, input)), name).toEqual(readQuery(name, input).queryKey);
    }
    expect(pageQueryKey('/api/products')).toEqual(readQuery('products', {}).queryKey);
    expect(pageQueryKey('/api/products?collection=Summer+Drop')).toEqual([
      'products',
      'list',
      { collection: 'Summer Drop' },
    ]);
    expect(pageQueryKey('/api/products/a%2Fb')).toEqual(['products', 'detail', 'a/b']);
    expect(pageQueryKey('/api/store-profile')).toEqual(['store-profile']);
  });

  it('names none for a URL no page query asks for as written', () => {
    expect(pageQueryKey('/api/me')).toBeNull();
    expect(pageQueryKey('/api/products?collection=')).toBeNull();
    expect(pageQueryKey('/api/products?collection=NBA&collection=WNBA')).toBeNull();
    expect(pageQueryKey('/api/products?collection=NBA&page=2')).toBeNull();
    expect(pageQueryKey('/api/collections?x=1')).toBeNull();
    expect(pageQueryKey('/api/products/tee?x=1')).toBeNull();
    expect(pageQueryKey('/api/products/%E0%A4%A')).toBeNull();
  });
});

describe('fillPageQueries', () => {
  it('puts the bodies into their queries and leaves the rest for requests', () => {
    const queryClient = new QueryClient();
    const product = { product: { id: 'tee', name: 'Faith Tee' } };
    const entries = new Map([
      ['/api/products/tee', JSON.stringify(product)],
      ['/api/unknown', '{"kept":true}'],
    ]);
    fillPageQueries(queryClient, entries);
    expect(queryClient.getQueryData(readQuery('product', { id: 'tee' }).queryKey)).toEqual(product);
    expect([...entries.keys()]).toEqual(['/api/unknown']);
  });
});
