// Product search: the query of GET /api/search (storefront) and of GET /api/admin/products.
import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { ProductSchema } from './product.schema';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG, SUGGESTIONS_LIMIT } from './search-limits';

export const SearchTermSchema = safeText('Search')
  .trim()
  .min(1, 'Enter a word to search for.')
  .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG);

export const SearchQuerySchema = z.object({
  q: SearchTermSchema,
  /** Fewer results, for suggestions. */
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(SUGGESTIONS_LIMIT, `Limit can be at most ${SUGGESTIONS_LIMIT}`)
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** The back office's product list: every product, or with `q` the ones that match it. */
export const AdminProductListQuerySchema = z.object({
  q: safeText('Search')
    .trim()
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .optional()
    .transform((value) => value || undefined),
});

export const SearchResultSchema = z.object({
  products: z.array(ProductSchema),
  /** How many products match, also those past the limit. */
  total: z.number().int().nonnegative(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
