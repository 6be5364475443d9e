// The numbers of product search, without zod: the storefront's header reads them in the first
// download, where the schemas are not (src/client/lib/api.ts).

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `Search is limited to ${SEARCH_MAX_LENGTH} characters.`;
/** The header's suggestions while the shopper types. */
export const SUGGESTIONS_LIMIT = 6;
/** The results page shows at most this many; the answer's `total` counts them all. */
export const SEARCH_RESULTS_LIMIT = 100;
/** Words after these are ignored; 100 characters rarely hold more. */
export const SEARCH_MAX_WORDS = 10;
