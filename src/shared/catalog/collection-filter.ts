// The storefront's collection filter, written once: the route's answer to
// `GET /api/products?collection=…` and the catalogue snapshot's are both this function's.
import type { Product } from './product.schema';

/** Whether a product is in the collection (every product is in `undefined`, "all"). */
export const isInCollection = (product: Product, collection: string | undefined): boolean =>
  collection === undefined || product.collections.includes(collection);

/** The products of one collection, in the order given (every product for `undefined`). */
export function productsInCollection(
  products: readonly Product[],
  collection: string | undefined,
): Product[] {
  return products.filter((product) => isInCollection(product, collection));
}
