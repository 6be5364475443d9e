import { z } from 'zod';

export const CollectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type Collection = z.infer<typeof CollectionSchema>;
