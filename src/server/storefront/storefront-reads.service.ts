// One function per storefront read (shared/storefront/storefront-reads.ts): what its route
// answers, and what the catalogue snapshot holds (snapshot/catalog-data.ts calls the same
// functions). Each answer is typed by the read's response schema.
import { productsInCollection } from '../../shared/catalog/collection-filter';
import type { ReadArgs, ReadResponse } from '../../shared/storefront/storefront-read-schemas';
import type { StorefrontReadName, StorefrontReads } from '../../shared/storefront/storefront-reads';
import {
  getProduct,
  listBestSellers,
  listCollectionNamesInStock,
  listCollections,
  listNewArrivals,
  listProducts,
} from '../catalog/catalog.service';
import { getHero, getSizeChart, listActiveShowcases } from '../content/content.service';
import type { DbOrTx } from '../db/client';
import { getPopupConfig } from '../marketing/popup.service';
import { unitsSoldPerProduct } from '../orders/orders.service';
import { getActivePromotion } from '../promotions/promotions.service';
import { getPublicStoreProfile } from '../settings/store-settings.service';

export interface ReadContext {
  db: DbOrTx;
  /** The clock's time of the request (the active promotion is the one running then). */
  now: Date;
}

/** A read's answer; null, for a read with a `notFound` message, when there is nothing to show. */
export type ReadAnswer<N extends StorefrontReadName> =
  ReadResponse<N> | (StorefrontReads[N] extends { notFound: string } ? null : never);

export type ReadService<N extends StorefrontReadName> = (
  context: ReadContext,
  args: ReadArgs<N>,
) => Promise<ReadAnswer<N>>;

export const STOREFRONT_READ_SERVICES: { [N in StorefrontReadName]: ReadService<N> } = {
  products: async ({ db }, { collection }) => ({
    products: productsInCollection(await listProducts(db), collection),
  }),
  newArrivals: async ({ db }) => ({ products: await listNewArrivals(db) }),
  bestSellers: async ({ db }) => ({
    products: await listBestSellers(db, await unitsSoldPerProduct(db)),
  }),
  collectionNames: async ({ db }) => ({ names: await listCollectionNamesInStock(db) }),
  product: async ({ db }, { id }) => {
    const product = await getProduct(db, id);
    return product && { product };
  },
  collections: async ({ db }) => ({ collections: await listCollections(db) }),
  activePromotion: async ({ db, now }) => ({ promotion: await getActivePromotion(db, now) }),
  hero: async ({ db }) => ({ hero: await getHero(db) }),
  showcases: async ({ db }) => ({ showcases: await listActiveShowcases(db) }),
  sizeChart: async ({ db }) => ({ sizeChart: await getSizeChart(db) }),
  popup: async ({ db }) => ({ popup: await getPopupConfig(db) }),
  storeProfile: async ({ db }) => ({ profile: await getPublicStoreProfile(db) }),
};
