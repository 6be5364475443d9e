import { z } from 'zod';

export const CollectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** In-stock products in the collection. */
  productCount: z.number().int().nonnegative(),
});
export type Collection = z.infer<typeof CollectionSchema>;
