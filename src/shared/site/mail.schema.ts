import { z } from 'zod';

/** A message the store sent (or kept, without SMTP), as the owner reads it at /admin/mail. */
export const SentMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  transport: z.enum(['smtp', 'stored']),
  createdAt: z.string(),
});
export type SentMail = z.infer<typeof SentMailSchema>;

export const SentMailDetailSchema = SentMailSchema.extend({
  from: z.string(),
  html: z.string(),
  text: z.string(),
});
export type SentMailDetail = z.infer<typeof SentMailDetailSchema>;
