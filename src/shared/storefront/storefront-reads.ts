// The storefront's reads: the one table that the server's routes, the catalogue snapshot (its
// bodies, pages and fast path), the site lock's open paths, the admin's cache invalidation and
// the client's queries and page data are all built from (docs/decisions/056-storefront-reads.md).
//
// Each entry is a GET under /api: its path (`:name` for a path parameter), its query's parameter
// names, its TanStack Query key, how it is cached, and which admin writes change it. Its query
// and response schemas sit beside it in storefront-read-schemas.ts, where the type checker asks
// for exactly one per entry: that half holds zod, and this one is in the storefront's first
// download, which zod stays out of. Adding a read: an entry here, its schemas there, and its
// service function in src/server/storefront/storefront-reads.service.ts.

/** The admin API's areas (`/api/admin/<area>/…`) whose writes change what shoppers read. */
export type StorefrontWriter =
  | 'products'
  | 'collections'
  | 'promotions'
  | 'showcases'
  | 'hero'
  | 'size-chart'
  | 'popup'
  | 'settings'
  // "Remove demo content" deletes products, collections, a showcase and the size chart.
  | 'demo'
  // An order's status decides whether it counts for best sellers (cancelled ones do not).
  | 'orders';

/** As `revalidate` (server/http/caching.ts) answers: kept, but asked again on every use. */
export const REVALIDATE = 'private, no-cache';

export interface StorefrontReadEntry {
  path: `/api/${string}`;
  /** The query's parameter names (each optional); its schema is in storefront-read-schemas.ts. */
  query?: readonly string[];
  /** The query key of every answer of this read; with `keyOf`, the prefix of each one's key. */
  key: readonly string[];
  /** A read with input: the last element of its key. */
  keyOf?(input: Record<string, string | undefined>): unknown;
  cacheControl: typeof REVALIDATE | 'no-store';
  writtenBy: readonly StorefrontWriter[];
  /** Answered to everyone while the store is locked (the locked page shows it). */
  openWhileLocked?: true;
  /** The 404's message when the service finds nothing (a read with a path parameter). */
  notFound?: string;
}

const PRODUCT_WRITERS = ['products', 'collections', 'demo'] as const;

export const STOREFRONT_READS = {
  products: {
    path: '/api/products',
    query: ['collection'],
    key: ['products', 'list'],
    // The client asks without a query for every product.
    keyOf: (input: { collection?: string }) => ({ collection: input.collection ?? null }),
    cacheControl: REVALIDATE,
    writtenBy: PRODUCT_WRITERS,
  },
  newArrivals: {
    path: '/api/products/new-arrivals',
    key: ['products', 'new-arrivals'],
    cacheControl: REVALIDATE,
    writtenBy: PRODUCT_WRITERS,
  },
  bestSellers: {
    path: '/api/products/best-sellers',
    key: ['products', 'best-sellers'],
    cacheControl: REVALIDATE,
    writtenBy: [...PRODUCT_WRITERS, 'orders'],
  },
  collectionNames: {
    path: '/api/products/collection-names',
    key: ['products', 'collection-names'],
    cacheControl: REVALIDATE,
    writtenBy: PRODUCT_WRITERS,
  },
  product: {
    path: '/api/products/:id',
    key: ['products', 'detail'],
    keyOf: (input: { id: string }) => input.id,
    cacheControl: REVALIDATE,
    writtenBy: PRODUCT_WRITERS,
    notFound: 'Product not found.',
  },
  collections: {
    path: '/api/collections',
    key: ['collections'],
    cacheControl: REVALIDATE,
    writtenBy: PRODUCT_WRITERS,
  },
  activePromotion: {
    path: '/api/promotions/active',
    key: ['promotions', 'active'],
    // The banner's start and end are to the second.
    cacheControl: 'no-store',
    writtenBy: ['promotions'],
  },
  hero: {
    path: '/api/content/hero',
    key: ['content', 'hero'],
    cacheControl: REVALIDATE,
    writtenBy: ['hero'],
  },
  showcases: {
    path: '/api/content/showcases',
    key: ['content', 'showcases'],
    cacheControl: REVALIDATE,
    // A showcase shows its product's name, price and picture.
    writtenBy: ['showcases', 'products', 'demo'],
  },
  sizeChart: {
    path: '/api/content/size-chart',
    key: ['content', 'size-chart'],
    cacheControl: REVALIDATE,
    writtenBy: ['size-chart', 'demo'],
  },
  popup: {
    path: '/api/content/popup',
    key: ['content', 'popup'],
    cacheControl: REVALIDATE,
    writtenBy: ['popup'],
  },
  storeProfile: {
    path: '/api/store-profile',
    key: ['store-profile'],
    cacheControl: REVALIDATE,
    writtenBy: ['settings'],
    // The store's name and social links, shown on the locked page.
    openWhileLocked: true,
  },
} as const satisfies Record<string, StorefrontReadEntry>;

export type StorefrontReads = typeof STOREFRONT_READS;
export type StorefrontReadName = keyof StorefrontReads;

type ParamNamesOf<Path extends string> = Path extends `${string}/:${infer Name}/${infer Rest}`
  ? Name | ParamNamesOf<`/${Rest}`>
  : Path extends `${string}/:${infer Name}`
    ? Name
    : never;
/** The names of a read's path parameters (never for none). */
export type ReadParamName<N extends StorefrontReadName> = ParamNamesOf<StorefrontReads[N]['path']>;
/** The names of a read's query parameters (never for none). */
export type ReadQueryName<N extends StorefrontReadName> = N extends StorefrontReadName
  ? StorefrontReads[N] extends { query: readonly (infer Name extends string)[] }
    ? Name
    : never
  : never;

/** What the client sends: its path parameters, and the query parameters it sets. */
export type ReadInput<N extends StorefrontReadName> = { [K in ReadParamName<N>]: string } & {
  [K in ReadQueryName<N>]?: string;
};

/** The reads without path parameters: each has one body without a query (the snapshot's). */
export type FixedReadName = {
  [N in StorefrontReadName]: [ReadParamName<N>] extends [never] ? N : never;
}[StorefrontReadName];
/** The reads with a path parameter (one each, as the snapshot's lookup expects). */
export type ParamReadName = Exclude<StorefrontReadName, FixedReadName>;
/** The reads that take a query. */
export type QueryReadName = {
  [N in StorefrontReadName]: [ReadQueryName<N>] extends [never] ? never : N;
}[StorefrontReadName];

// Each `keyOf` takes what the client sends for its read (a name here means it does not).
type KeyOfTakesInput = {
  [N in StorefrontReadName]: StorefrontReads[N] extends { keyOf: (input: infer I) => unknown }
    ? ReadInput<N> extends I
      ? true
      : N
    : true;
}[StorefrontReadName];
type Holds<T extends true> = T;
type _KeyOfChecked = Holds<KeyOfTakesInput>;

const entries = Object.entries(STOREFRONT_READS) as [StorefrontReadName, StorefrontReadEntry][];
/** A read's entry, as the code that handles every read sees it. */
export const readEntry = (name: StorefrontReadName): StorefrontReadEntry => STOREFRONT_READS[name];

/** Every read's name, the ones without path parameters first (routes match in this order). */
export const STOREFRONT_READ_NAMES: readonly StorefrontReadName[] = [
  ...entries.filter(([, read]) => !read.path.includes('/:')),
  ...entries.filter(([, read]) => read.path.includes('/:')),
].map(([name]) => name);

export const FIXED_READ_NAMES = STOREFRONT_READ_NAMES.filter(
  (name) => !readEntry(name).path.includes('/:'),
) as readonly FixedReadName[];

/** The query key of a read with this input. */
export function readKey<N extends StorefrontReadName>(
  name: N,
  input: ReadInput<N>,
): readonly unknown[] {
  const read = readEntry(name);
  return read.keyOf ? [...read.key, read.keyOf(input as Record<string, string>)] : read.key;
}

/** The reads an admin write to `area` changes. */
export function readsWrittenBy(area: StorefrontWriter): StorefrontReadName[] {
  return entries.filter(([, read]) => read.writtenBy.includes(area)).map(([name]) => name);
}

/** Every admin area whose writes change a read. */
export const STOREFRONT_WRITERS: ReadonlySet<string> = new Set(
  entries.flatMap(([, read]) => read.writtenBy),
);

/** The reads answered to everyone while the store is locked, by path. */
export const OPEN_WHILE_LOCKED_READS: readonly string[] = entries
  .filter(([, read]) => read.openWhileLocked)
  .map(([, read]) => read.path);
