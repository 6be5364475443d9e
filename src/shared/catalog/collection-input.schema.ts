// The owner's collection form (admin §2 "Collections", §5 "Collections").
import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { StoredImageUrlSchema } from './product-input.schema';

export const COLLECTION_MESSAGES = {
  nameEmpty: 'Collection name cannot be empty',
  nameTooLong: 'Collection name must be at most 100 characters',
  duplicate: 'A collection with that name already exists',
} as const;

/**
 * `imageUrl`: a URL from the image upload, or null for none. On an edit, leaving it out
 * keeps the current image (the inline rename sends only the name).
 */
export const CollectionInputSchema = z.object({
  name: safeText('Collection name', { required: COLLECTION_MESSAGES.nameEmpty })
    .trim()
    .min(1, COLLECTION_MESSAGES.nameEmpty)
    .max(100, COLLECTION_MESSAGES.nameTooLong),
  imageUrl: StoredImageUrlSchema.nullable().optional(),
});
export type CollectionInput = z.infer<typeof CollectionInputSchema>;
