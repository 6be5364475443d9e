// One snapshot: the catalogue data and the JSON bodies of the storefront's hot reads, each
// serialised as its route would (`c.json(x)` is `JSON.stringify(x)`), with its ETag and
// compressed variants. The fixed reads are encoded when the snapshot is made; a product's own
// body and a collection's list on their first request (a store of a thousand products would
// otherwise compress a thousand bodies per rebuild that nobody may ask for).
import { ProductListQuerySchema } from '../../../shared/catalog/product.schema';
import type { HeadSource } from '../../site/seo.service';
import { BoundedMap } from './bounded-map';
import type { CatalogData } from './catalog-data';
import { encodeBody, JSON_TYPE, type EncodedBody } from './encoded-body';

/** As `revalidate` (http/caching.ts) answers the storefront's reads. */
export const REVALIDATE = 'private, no-cache';
/** As promotions.routes.ts answers the active promotion: its start and end are to the second. */
const NO_STORE = 'no-store';

export interface ApiBody {
  /** The serialised JSON, for pages that carry it. */
  json: string;
  body: EncodedBody;
  cacheControl: string;
}

/** The hot reads whose answer does not depend on the request, by path. */
export const FIXED_READS = [
  '/api/products',
  '/api/products/new-arrivals',
  '/api/products/best-sellers',
  '/api/products/collection-names',
  '/api/collections',
  '/api/promotions/active',
  '/api/content/hero',
  '/api/content/showcases',
  '/api/content/size-chart',
  '/api/content/popup',
  '/api/store-profile',
] as const;
export type FixedRead = (typeof FIXED_READS)[number];

const PRODUCT_PATH = /^\/api\/products\/([^/]+)$/;
/** Collections asked for by name, besides the ones products carry (typos, old links). */
const ON_DEMAND_LIMIT = 500;

function fixedValues(data: CatalogData): Record<FixedRead, unknown> {
  return {
    '/api/products': { products: data.products },
    '/api/products/new-arrivals': { products: data.newArrivals },
    '/api/products/best-sellers': { products: data.bestSellers },
    '/api/products/collection-names': { names: data.collectionNames },
    '/api/collections': { collections: data.collections },
    '/api/promotions/active': { promotion: data.promotion },
    '/api/content/hero': { hero: data.hero },
    '/api/content/showcases': { showcases: data.showcases },
    '/api/content/size-chart': { sizeChart: data.sizeChart },
    '/api/content/popup': { popup: data.popup },
    '/api/store-profile': { profile: data.profile },
  };
}

const apiBody = (value: unknown, cacheControl = REVALIDATE): ApiBody => {
  const json = JSON.stringify(value);
  return { json, body: encodeBody(json, JSON_TYPE), cacheControl };
};

export interface CatalogSnapshot {
  readonly data: CatalogData;
  fixed(path: FixedRead): ApiBody;
  /** `GET /api/products?collection=…` for a collection as the route's schema reads it. */
  productList(collection: string | undefined): ApiBody;
  /** `GET /api/products/:id`, or null for an id the snapshot does not hold. */
  product(id: string): ApiBody | null;
  /**
   * The body the snapshot holds for a GET of `path` with `query` (URL-encoded), or null when
   * the route must answer (a malformed query, an unknown id, a path it does not hold).
   */
  lookup(path: string, query: URLSearchParams): ApiBody | null;
  /** Page heads from memory. */
  headSource: HeadSource;
}

export function makeSnapshot(data: CatalogData): CatalogSnapshot {
  const values = fixedValues(data);
  const fixed = new Map<string, ApiBody>(
    FIXED_READS.map((path) => [
      path,
      apiBody(values[path], path === '/api/promotions/active' ? NO_STORE : REVALIDATE),
    ]),
  );
  const lists = new BoundedMap<string, ApiBody>(ON_DEMAND_LIMIT);
  const products = new BoundedMap<string, ApiBody>(
    Math.max(ON_DEMAND_LIMIT, data.productsById.size),
  );
  const collectionNames = new Set(data.collections.map((collection) => collection.name));

  const productList = (collection: string | undefined): ApiBody => {
    if (collection === undefined) return fixed.get('/api/products')!;
    // The same rows as the route's `collections @> ARRAY[name]`: in stock, newest first.
    return lists.getOrSet(collection, () =>
      apiBody({ products: data.products.filter((p) => p.collections.includes(collection)) }),
    );
  };

  // Postgres reads a UUID in any case; the snapshot keeps them as the database writes them.
  const productOf = (id: string) => data.productsById.get(id.toLowerCase()) ?? null;
  const product = (id: string): ApiBody | null => {
    const found = productOf(id);
    return found ? products.getOrSet(found.id, () => apiBody({ product: found })) : null;
  };
  const productByPath = (path: string): ApiBody | null => {
    const id = PRODUCT_PATH.exec(path)?.[1];
    return id === undefined ? null : product(id);
  };

  return {
    data,
    fixed: (path) => fixed.get(path)!,
    productList,
    product,
    lookup(path, query) {
      // The common case, read without the schema: what it makes of no query at all.
      if (query.size === 0) {
        if (path === '/api/products') return productList(undefined);
        return fixed.get(path) ?? productByPath(path);
      }
      if (path === '/api/products') {
        // Only what the route's schema would read the same way; anything else goes to it.
        const keys = [...query.keys()];
        if (keys.some((key) => key !== 'collection') || keys.length > 1) return null;
        const parsed = ProductListQuerySchema.safeParse(Object.fromEntries(query));
        return parsed.success ? productList(parsed.data.collection) : null;
      }
      return null;
    },
    headSource: {
      storeName: async () => data.profile.storeName,
      product: async (id) => productOf(id),
      collectionExists: async (name) => collectionNames.has(name),
      activePromotion: async () => data.promotion,
    },
  };
}
