import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { productFieldShape, type ProductImageSchema } from './product-input.schema';

export type ProductImage = z.infer<typeof ProductImageSchema>;

/** A product as the API answers it: the owner's fields (PRODUCT_FIELDS) and what the server adds. */
export const ProductSchema = z.object({
  id: z.uuid(),
  ...productFieldShape('output'),
  /** The first image's URL, or /placeholder.svg when the product has none. */
  imageUrl: z.string(),
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
