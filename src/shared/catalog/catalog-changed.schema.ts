import { z } from 'zod';

/**
 * What an instance announces on the bus after a write that changes what the storefront shows
 * (an admin save): every instance then rebuilds its catalogue snapshot.
 */
export const CatalogChangedEventSchema = z.object({
  /** ISO 8601: when the write was committed. */
  at: z.iso.datetime(),
  /** The announcing instance, which rebuilt its own snapshot before announcing. */
  source: z.string().min(1).max(100),
});
export type CatalogChangedEvent = z.infer<typeof CatalogChangedEventSchema>;
