// The prices a checkout charges, from the catalogue snapshot instead of a read per order
// (docs/decisions/035). Only where this instance sees every catalogue write: the embedded
// database has one process, and each admin write rebuilds the snapshot before it is answered;
// the snapshot is rebuilt at each promotion start and end, and `get()` checks the promotion
// against the clock. Sold-out and removed products are in it as they are in the database.
import type { Product } from '../../../shared/catalog/product.schema';
import type { ActivePromotion } from '../../../shared/promotions/promotion.schema';
import type { CatalogSnapshotStore } from './catalog-snapshot';

/** Where checkout prices come from when the snapshot cannot be trusted with them. */
interface PriceSource {
  read(
    ids: readonly string[],
    now: Date,
  ): Promise<{ products: Product[]; promotion: ActivePromotion | null }>;
}

/**
 * Prices from the snapshot; from `database` while the snapshot may miss a write (its rebuild
 * after an admin write failed: CatalogSnapshotStore.holdsEveryWrite).
 */
export function checkoutPricesFromSnapshot(
  store: CatalogSnapshotStore,
  database: PriceSource,
): PriceSource {
  return {
    read: async (ids, now) => {
      if (!store.holdsEveryWrite()) return database.read(ids, now);
      const { data } = await store.get();
      return {
        products: ids.flatMap((id) => data.productsById.get(id) ?? []),
        promotion: data.reads.activePromotion.promotion,
      };
    },
  };
}
