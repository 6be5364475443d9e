// The page's data becomes the queries the page's hooks ask for, before the first render: the
// same keys the hooks use, the bodies as the routes answer them, and the entries taken.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fillPageQueries, pageQueryKey } from './page-queries';
import { queryKeys } from './query-keys';

describe('pageQueryKey', () => {
  it('names the query of every URL a storefront page carries', () => {
    expect(pageQueryKey('/api/promotions/active')).toEqual(queryKeys.promotions.active);
    expect(pageQueryKey('/api/store-profile')).toEqual(queryKeys.storeProfile);
    expect(pageQueryKey('/api/products/best-sellers')).toEqual(queryKeys.products.bestSellers);
    expect(pageQueryKey('/api/collections')).toEqual(queryKeys.collections);
    expect(pageQueryKey('/api/content/hero')).toEqual(queryKeys.content.hero);
    expect(pageQueryKey('/api/content/showcases')).toEqual(queryKeys.content.showcases);
    expect(pageQueryKey('/api/products/collection-names')).toEqual(
      queryKeys.products.collectionNames,
    );
    expect(pageQueryKey('/api/products')).toEqual(queryKeys.products.list(null));
    expect(pageQueryKey('/api/products?collection=Summer+Drop')).toEqual(
      queryKeys.products.list('Summer Drop'),
    );
    expect(pageQueryKey('/api/products/a%2Fb')).toEqual(queryKeys.products.detail('a/b'));
  });

  it('names none for a URL no page query asks for as written', () => {
    expect(pageQueryKey('/api/me')).toBeNull();
    expect(pageQueryKey('/api/products?collection=')).toBeNull();
    expect(pageQueryKey('/api/products?collection=NBA&page=2')).toBeNull();
    expect(pageQueryKey('/api/collections?x=1')).toBeNull();
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
    expect(queryClient.getQueryData(queryKeys.products.detail('tee'))).toEqual(product);
    expect([...entries.keys()]).toEqual(['/api/unknown']);
  });
});
