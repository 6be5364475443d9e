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

export const MailListQuerySchema = z.object({
  /** The `nextCursor` of the page before: the id of its last message. */
  cursor: z.uuid('Invalid cursor').optional(),
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;

export const MailPageSchema = z.object({
  mail: z.array(SentMailSchema),
  nextCursor: z.string().nullable(),
});

/**
 * How the store sends mail: `smtp` through SMTP_URL, `stored` kept in the database without
 * it. The admin menu lists the Mail screen only for `stored`.
 */
export const MailTransportSchema = z.object({ transport: z.enum(['smtp', 'stored']) });
export type MailTransport = z.infer<typeof MailTransportSchema>['transport'];
