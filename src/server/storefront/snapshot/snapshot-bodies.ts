// One snapshot: the catalogue data and the JSON bodies of the storefront's reads (the table in
// shared/storefront/storefront-reads.ts), each serialised as its route would (`c.json(x)` is
// `JSON.stringify(x)`) and typed by its read's response schema, with its ETag and compressed
// variants. The reads without a parameter are encoded when the snapshot is made; a product's own
// body and a collection's list on their first request (a store of a thousand products would
// otherwise compress a thousand bodies per rebuild that nobody may ask for).
import { productsInCollection } from '../../../shared/catalog/collection-filter';
import {
  readSchemas,
  type ReadArgs,
  type ReadResponse,
} from '../../../shared/storefront/storefront-read-schemas';
import { pathPattern } from '../../../shared/storefront/storefront-read-urls';
import {
  FIXED_READ_NAMES,
  readEntry,
  STOREFRONT_READ_NAMES,
  type FixedReadName,
  type ParamReadName,
  type QueryReadName,
  type StorefrontReadName,
} from '../../../shared/storefront/storefront-reads';
import type { HeadSource } from '../seo.service';
import { BoundedMap } from './bounded-map';
import type { CatalogData } from './catalog-data';
import { encodeBody, JSON_TYPE, type EncodedBody } from './encoded-body';

export interface ApiBody {
  /** The serialised JSON, for pages that carry it. */
  json: string;
  body: EncodedBody;
  cacheControl: string;
}

/** Collections asked for by name, besides the ones products carry (typos, old links). */
const ON_DEMAND_LIMIT = 500;

/** The body of a read's answer, with the Cache-Control its route sends. */
function readBody<N extends StorefrontReadName>(name: N, value: ReadResponse<N>): ApiBody {
  const json = JSON.stringify(value);
  return { json, body: encodeBody(json, JSON_TYPE), cacheControl: readEntry(name).cacheControl };
}

// The lookup's view of the table, made once.
/** The reads with a path parameter: the pattern that captures it as the URL has it. */
const PARAM_READS = STOREFRONT_READ_NAMES.flatMap((name) => {
  const { names, pattern } = pathPattern(readEntry(name).path);
  return names.length === 0 ? [] : [{ name: name as ParamReadName, pattern }];
});
/** The reads that take a query, by path: the names it may hold and the schema that reads it. */
const QUERY_READS = new Map(
  STOREFRONT_READ_NAMES.flatMap((name) => {
    const { query } = readSchemas(name);
    if (!query) return [];
    const names: readonly string[] = readEntry(name).query ?? [];
    return [[readEntry(name).path as string, { name: name as QueryReadName, names, query }]];
  }),
);

export interface CatalogSnapshot {
  readonly data: CatalogData;
  /** A read without a path parameter, as a GET without a query gets it. */
  fixed(name: FixedReadName): ApiBody;
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
  const fixed = new Map<FixedReadName, ApiBody>(
    FIXED_READ_NAMES.map((name) => [name, readBody(name, data.reads[name])]),
  );
  const fixedByPath = new Map<string, ApiBody>(
    FIXED_READ_NAMES.map((name) => [readEntry(name).path, fixed.get(name)!]),
  );
  const lists = new BoundedMap<string, ApiBody>(ON_DEMAND_LIMIT);
  const products = new BoundedMap<string, ApiBody>(
    Math.max(ON_DEMAND_LIMIT, data.productsById.size),
  );
  const collectionNames = new Set(data.reads.collections.collections.map(({ name }) => name));

  const productList = (collection: string | undefined): ApiBody => {
    if (collection === undefined) return fixed.get('products')!;
    return lists.getOrSet(collection, () =>
      readBody('products', {
        products: productsInCollection(data.reads.products.products, collection),
      }),
    );
  };

  // Postgres reads a UUID in any case; the snapshot keeps them as the database writes them.
  const productOf = (id: string) => data.productsById.get(id.toLowerCase()) ?? null;
  const product = (id: string): ApiBody | null => {
    const found = productOf(id);
    return found
      ? products.getOrSet(found.id, () => readBody('product', { product: found }))
      : null;
  };

  /** Each read with a query, from what its schema parsed. */
  const byQuery: { [N in QueryReadName]: (args: ReadArgs<N>) => ApiBody } = {
    products: ({ collection }) => productList(collection),
  };
  /** Each read with a path parameter, from the parameter as the URL has it; null: not held. */
  const byParam: { [N in ParamReadName]: (param: string) => ApiBody | null } = {
    product,
  };

  return {
    data,
    fixed: (name) => fixed.get(name)!,
    productList,
    product,
    lookup(path, query) {
      // The common case, read without a schema: what the routes make of no query at all.
      if (query.size === 0) {
        const found = fixedByPath.get(path);
        if (found) return found;
        for (let index = 0; index < PARAM_READS.length; index += 1) {
          const read = PARAM_READS[index]!;
          const param = read.pattern.exec(path)?.[1];
          if (param !== undefined) return byParam[read.name](param);
        }
        return null;
      }
      const read = QUERY_READS.get(path);
      if (!read) return null;
      // Only what the route's schema would read the same way: each name it knows, once.
      let seen = 0;
      for (const key of query.keys()) {
        const at = read.names.indexOf(key);
        if (at === -1 || (seen & (1 << at)) !== 0) return null;
        seen |= 1 << at;
      }
      const parsed = read.query.safeParse(Object.fromEntries(query));
      if (!parsed.success) return null;
      // Parsed by this read's own query schema: the arguments its answer takes.
      return (byQuery[read.name] as (args: unknown) => ApiBody)(parsed.data);
    },
    headSource: {
      storeName: async () => data.reads.storeProfile.profile.storeName,
      product: async (id) => productOf(id),
      collectionExists: async (name) => collectionNames.has(name),
      activePromotion: async () => data.reads.activePromotion.promotion,
    },
  };
}
