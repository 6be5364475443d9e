// Everything the storefront reads on its hot paths, read from the database in one go by the
// read services its routes call (storefront/storefront-reads.service.ts), so what the snapshot
// serves is what they answer: every read of the table without a path parameter, each as its
// route answers a GET without a query; every product by id; and when the active promotion
// changes next.
import type { Product } from '../../../shared/catalog/product.schema';
import { readSchemas, type ReadResponse } from '../../../shared/storefront/storefront-read-schemas';
import { FIXED_READ_NAMES, type FixedReadName } from '../../../shared/storefront/storefront-reads';
import type { DbOrTx } from '../../db/client';
import { promotionWindow } from '../../promotions/promotions.service';
import { STOREFRONT_READ_SERVICES, type ReadContext } from '../storefront-reads.service';
import { listEveryProduct } from '../../catalog/catalog.service';

/** The answers the snapshot holds, each typed by its read's response schema. */
export type FixedReads = { [N in FixedReadName]: ReadResponse<N> };

export interface CatalogData {
  /** The clock's time the data was read at: the active promotion is the one running then. */
  readAt: Date;
  /** Each read without a path parameter, as its route answers a GET without a query. */
  reads: FixedReads;
  /** Sold out ones too, by id: `GET /api/products/:id`. */
  productsById: ReadonlyMap<string, Product>;
  /**
   * The clock times between which the active promotion holds: the last start or end at or
   * before `readAt`, and the next one after it (null: none).
   */
  promotionWindow: { since: Date | null; until: Date | null };
}

/** What each read's route parses from a GET without a query (its service's arguments). */
const NO_QUERY_ARGS = FIXED_READ_NAMES.map((name): object => {
  const { query } = readSchemas(name);
  return query ? query.parse({}) : {};
});

async function readFixed(context: ReadContext): Promise<FixedReads> {
  const answers = await Promise.all(
    FIXED_READ_NAMES.map((name, index) => {
      // Its arguments are what its route parses from no query at all: what its service takes.
      const service = STOREFRONT_READ_SERVICES[name] as (
        context: ReadContext,
        args: object,
      ) => Promise<unknown>;
      return service(context, NO_QUERY_ARGS[index]!);
    }),
  );
  // Each answer is its own read's service's: FixedReads by construction.
  return Object.fromEntries(
    FIXED_READ_NAMES.map((name, index) => [name, answers[index]]),
  ) as FixedReads;
}

export async function readCatalogData(db: DbOrTx, now: Date): Promise<CatalogData> {
  const [reads, every, window] = await Promise.all([
    readFixed({ db, now }),
    listEveryProduct(db),
    promotionWindow(db, now),
  ]);
  return {
    readAt: now,
    reads,
    productsById: new Map(every.map((product) => [product.id, product])),
    promotionWindow: window,
  };
}
