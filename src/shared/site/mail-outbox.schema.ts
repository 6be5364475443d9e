import { z } from 'zod';

/**
 * Where an e-mail in the outbox stands (DECISIONS: "Mail is never dropped in silence"):
 * `delayed` failed at least once and is retried by itself, `sending` is being tried right now,
 * `failed` was given up (72 hours of retries, or the mail server refused it for good).
 */
export const OUTBOX_STATES = ['delayed', 'sending', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** An e-mail that has not gone out yet although it was tried, as the owner sees it at /admin/mail. */
export const OutboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  /** When it was queued (ISO time). */
  queuedAt: z.string(),
  attempts: z.number().int(),
  /** What the mail server (or the connection to it) answered the last time. */
  lastError: z.string().nullable(),
  /** The next automatic attempt; null when failed or being sent now. */
  nextTryAt: z.string().nullable(),
  /** Retried by itself until then; the attempt after it is the last. */
  retryUntil: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** How many e-mails wait in the outbox: the dashboard's banner and the outbox's heading. */
export const OutboxCountsSchema = z.object({
  /** Delayed or being sent now: still retried by the store. */
  delayed: z.number().int(),
  failed: z.number().int(),
});
export type OutboxCounts = z.infer<typeof OutboxCountsSchema>;

export const OutboxPageSchema = z.object({
  mail: z.array(OutboxMailSchema),
  nextCursor: z.string().nullable(),
  counts: OutboxCountsSchema,
});

/** The answer to Retry and Retry all: how many e-mails were queued to go out again. */
export const OutboxRetriedSchema = z.object({ retried: z.number().int() });
