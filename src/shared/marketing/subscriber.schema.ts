// The owner's view of the newsletter list (spec admin: Newsletter Marketing, Subscribers).
import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const AdminSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.string(),
  isActive: z.boolean(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  discountCode: z.string().nullable(),
  discountUsed: z.boolean(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

export const SubscriberStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  unsubscribed: z.number().int(),
  /** Active subscribers who joined within the last month (spec §9). */
  newThisMonth: z.number().int(),
  /** Subscribers whose own code is not used yet. */
  unusedDiscounts: z.number().int(),
});
export type SubscriberStats = z.infer<typeof SubscriberStatsSchema>;

/** The search box: part of an address, any case (spec: "Search by email..."). */
export const SubscriberSearchSchema = z.object({
  q: safeText('Search').trim().max(255, 'Search must be at most 255 characters').default(''),
});
export type SubscriberSearch = z.infer<typeof SubscriberSearchSchema>;

export const SubscriberListQuerySchema = SubscriberSearchSchema.extend({
  /** The `nextCursor` of the page before. */
  cursor: safeText('Cursor').max(200, 'Invalid cursor').optional(),
});
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>;

export const SubscriberPageSchema = z.object({
  subscribers: z.array(AdminSubscriberSchema),
  nextCursor: z.string().nullable(),
});
export type SubscriberPage = z.infer<typeof SubscriberPageSchema>;

export const SUBSCRIBER_EXISTS_MESSAGE = 'This email is already subscribed';
export const SUBSCRIBER_LEFT_MESSAGE =
  'This email unsubscribed. Only its owner can subscribe again, from the store.';
