// Product search: the query of GET /api/search (storefront) and of GET /api/admin/products.
import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { ProductSchema } from './product.schema';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `Search is limited to ${SEARCH_MAX_LENGTH} characters.`;
/** The header's suggestions while the shopper types. */
export const SUGGESTIONS_LIMIT = 6;
/** The results page shows at most this many; the answer's `total` counts them all. */
export const SEARCH_RESULTS_LIMIT = 100;
/** Words after these are ignored; 100 characters rarely hold more. */
export const SEARCH_MAX_WORDS = 10;

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
