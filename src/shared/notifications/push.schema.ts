import { z } from 'zod';

/** `PushSubscription.toJSON()` as the browser gives it (the Push API). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'Not a valid push endpoint' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** Body of "save-push-subscription" (spec admin §7 Function calls). */
export const SavePushSubscriptionSchema = z.object({ subscription: PushSubscriptionSchema });

/** Body of "remove-push-subscription" (spec admin §7 Function calls). */
export const RemovePushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(2048),
});

/** Answer of "get-vapid-key": the VAPID public key, base64url, for `applicationServerKey`. */
export const VapidKeySchema = z.object({ publicKey: z.string() });
export type VapidKey = z.infer<typeof VapidKeySchema>;

/** What the service worker (public/sw.js) shows for one push message. */
export const PushNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Opened (or focused) on click. */
  url: z.string(),
  /** One notification per tag: a resent message replaces the first instead of adding one. */
  tag: z.string(),
});
export type PushNotification = z.infer<typeof PushNotificationSchema>;
