// Everything the storefront reads on its hot paths, read from the database in one go by the
// same service functions the routes call, so what the snapshot serves is what they answer.
import type { Collection } from '../../../shared/catalog/collection.schema';
import type { Product } from '../../../shared/catalog/product.schema';
import type {
  Hero,
  PopupConfig,
  Showcase,
  SizeChart,
} from '../../../shared/content/content.schema';
import type { ActivePromotion } from '../../../shared/promotions/promotion.schema';
import type { PublicStoreProfile } from '../../../shared/site/store-profile';
import { getHero, getSizeChart, listActiveShowcases } from '../../content/content.service';
import type { DbOrTx } from '../../db/client';
import { getPopupConfig } from '../../marketing/popup.service';
import { getActivePromotion, promotionWindow } from '../../promotions/promotions.service';
import { unitsSoldPerProduct } from '../../orders/orders.service';
import { getPublicStoreProfile } from '../../site/store-settings.service';
import {
  listBestSellers,
  listCollectionNamesInStock,
  listCollections,
  listEveryProduct,
  listNewArrivals,
  listProducts,
} from '../catalog.service';

export interface CatalogData {
  /** The clock's time the data was read at: the active promotion is the one running then. */
  readAt: Date;
  /** In stock, newest first: `GET /api/products`. */
  products: Product[];
  /** Sold out ones too, by id: `GET /api/products/:id`. */
  productsById: ReadonlyMap<string, Product>;
  newArrivals: Product[];
  bestSellers: Product[];
  collectionNames: string[];
  collections: Collection[];
  promotion: ActivePromotion | null;
  /**
   * The clock times between which `promotion` holds: the last start or end at or before
   * `readAt`, and the next one after it (null: none).
   */
  promotionWindow: { since: Date | null; until: Date | null };
  hero: Hero;
  showcases: Showcase[];
  sizeChart: SizeChart;
  popup: PopupConfig;
  profile: PublicStoreProfile;
}

export async function readCatalogData(db: DbOrTx, now: Date): Promise<CatalogData> {
  const [
    products,
    every,
    newArrivals,
    bestSellers,
    collectionNames,
    collections,
    promotion,
    window,
    hero,
    showcases,
    sizeChart,
    popup,
    profile,
  ] = await Promise.all([
    listProducts(db),
    listEveryProduct(db),
    listNewArrivals(db),
    unitsSoldPerProduct(db).then((sold) => listBestSellers(db, sold)),
    listCollectionNamesInStock(db),
    listCollections(db),
    getActivePromotion(db, now),
    promotionWindow(db, now),
    getHero(db),
    listActiveShowcases(db),
    getSizeChart(db),
    getPopupConfig(db),
    getPublicStoreProfile(db),
  ]);
  return {
    readAt: now,
    products,
    productsById: new Map(every.map((product) => [product.id, product])),
    newArrivals,
    bestSellers,
    collectionNames,
    collections,
    promotion,
    promotionWindow: window,
    hero,
    showcases,
    sizeChart,
    popup,
    profile,
  };
}
