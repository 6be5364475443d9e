import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed!";
export const NEWSLETTER_DISCOUNT_PERCENTAGE = 10;

export const SubscribeSchema = z.object({
  email: safeText('Email', { required: INVALID_EMAIL_MESSAGE, invalid: INVALID_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(255, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  phone: safeText('Phone')
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .nullish()
    .transform((value) => value || null),
});
export type Subscribe = z.infer<typeof SubscribeSchema>;

export const SubscribeResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  discountCode: z.string().nullable(),
});
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

const unsubscribeField = safeText('Unsubscribe link', {
  required: 'Invalid unsubscribe link',
  invalid: 'Invalid unsubscribe link',
})
  .trim()
  .min(1, 'Invalid unsubscribe link')
  .max(500, 'Invalid unsubscribe link');

export const UnsubscribeSchema = z.object({
  email: unsubscribeField,
  token: unsubscribeField,
});
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>;
