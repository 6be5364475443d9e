import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const ProductImageSchema = z.object({
  url: z.string().min(1),
  color: z.string().nullable(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Base price in cents (sizes S-XL). */
  priceCents: z.number().int().nonnegative(),
  /** The first image's URL, or /placeholder.svg when the product has none. */
  imageUrl: z.string(),
  images: z.array(ProductImageSchema),
  collections: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  inStock: z.boolean(),
  featuredInCollections: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListQuerySchema = z.object({
  collection: safeText('Collection name')
    .trim()
    .max(100, 'Collection name is too long')
    .optional()
    .transform((value) =>
      value === undefined || value === '' || value === 'all' ? undefined : value,
    ),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductIdParamSchema = z.object({
  id: z.uuid('Product id must be a UUID'),
});
