/** Shown where a product has no image. Kept apart from the zod schemas so the storefront's first load stays small. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
