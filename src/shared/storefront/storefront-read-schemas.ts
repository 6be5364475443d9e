// The schemas of the storefront's reads (storefront-reads.ts): what each one's query and path
// parameters are parsed with, and what it answers. The type checker asks for exactly the
// schemas each entry of the table needs, and every body the server sends for a read (the
// route's service, the snapshot's) is typed `ReadResponse<name>`, so a body that disagrees
// with its schema fails `npm run typecheck`. The client imports only this file's types.
import { z } from 'zod';
import { CollectionSchema } from '../catalog/collection.schema';
import {
  ProductIdParamSchema,
  ProductListQuerySchema,
  ProductSchema,
} from '../catalog/product.schema';
import {
  HeroSchema,
  PopupConfigSchema,
  ShowcaseSchema,
  SizeChartSchema,
} from '../content/content.schema';
import { ActivePromotionSchema } from '../promotions/promotion.schema';
import { PublicStoreProfileSchema } from '../site/store-settings.schema';
import type { ReadParamName, ReadQueryName, StorefrontReadName } from './storefront-reads';

/** Exactly the schemas a read's entry calls for: a query's, a path parameter's, its answer's. */
type ReadSchemas<N extends StorefrontReadName> = { response: z.ZodType } & ([
  ReadQueryName<N>,
] extends [never]
  ? { query?: never }
  : { query: z.ZodType<unknown, { [K in ReadQueryName<N>]?: string | undefined }> }) &
  ([ReadParamName<N>] extends [never]
    ? { param?: never }
    : { param: z.ZodType<unknown, { [K in ReadParamName<N>]: string }> });

const ProductListSchema = z.object({ products: z.array(ProductSchema) });

export const STOREFRONT_READ_SCHEMAS = {
  products: { query: ProductListQuerySchema, response: ProductListSchema },
  newArrivals: { response: ProductListSchema },
  bestSellers: { response: ProductListSchema },
  collectionNames: { response: z.object({ names: z.array(z.string()) }) },
  product: { param: ProductIdParamSchema, response: z.object({ product: ProductSchema }) },
  collections: { response: z.object({ collections: z.array(CollectionSchema) }) },
  activePromotion: { response: z.object({ promotion: ActivePromotionSchema.nullable() }) },
  hero: { response: z.object({ hero: HeroSchema }) },
  showcases: { response: z.object({ showcases: z.array(ShowcaseSchema) }) },
  sizeChart: { response: z.object({ sizeChart: SizeChartSchema }) },
  popup: { response: z.object({ popup: PopupConfigSchema }) },
  storeProfile: { response: z.object({ profile: PublicStoreProfileSchema }) },
} satisfies { [N in StorefrontReadName]: ReadSchemas<N> };

type Schemas = typeof STOREFRONT_READ_SCHEMAS;

/** A read's schemas, as the code that handles every read alike sees them. */
export const readSchemas = (
  name: StorefrontReadName,
): { query?: z.ZodType<object>; param?: z.ZodType<object>; response: z.ZodType } =>
  STOREFRONT_READ_SCHEMAS[name];

/** What a read answers (its 200's JSON body). */
export type ReadResponse<N extends StorefrontReadName> = z.infer<Schemas[N]['response']>;

/** A read's query and path parameters as the server has parsed them ({} when it has none). */
export type ReadArgs<N extends StorefrontReadName> = (Schemas[N] extends { query: z.ZodType }
  ? z.output<Schemas[N]['query']>
  : unknown) &
  (Schemas[N] extends { param: z.ZodType } ? z.output<Schemas[N]['param']> : unknown);
