import { z } from 'zod';
import { safeText } from '../text/safe-text';

/** The contact form (spec §5): trimmed, with the spec's messages and maxima. */
export const ContactMessageSchema = z.object({
  name: safeText('Name')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  email: safeText('Email', { required: 'Invalid email', invalid: 'Invalid email' })
    .trim()
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email')),
  message: safeText('Message', { multiline: true })
    .trim()
    .min(1, 'Message is required')
    .max(1000, 'Message must be less than 1000 characters'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_FALLBACK_ERROR = 'Please check your inputs';
