// Promotional e-mails to the newsletter list (spec admin: Newsletter Marketing) and, per
// campaign, one row for each subscriber it was queued for: what the owner sees as progress.
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CampaignDraft } from '../../../shared/marketing/campaign.schema';

export const newsletterCampaigns = pgTable('newsletter_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The client's key for one press of Send: a double click or a retry finds this row. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  subject: text('subject').notNull(),
  /** The whole payload as sent (spec §3), so every recipient's copy renders the same. */
  content: jsonb('content').$type<CampaignDraft>().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  sentBy: text('sent_by'),
});

export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;

export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    /** Lower-cased, as in email_subscribers; kept if the subscriber is deleted later. */
    email: text('email').notNull(),
    /**
     * pending until its job ran; delivered once the mail server took it (or it was kept);
     * failed after the last retry; skipped when the address unsubscribed before it went out.
     */
    status: text('status', { enum: CAMPAIGN_RECIPIENT_STATUSES }).notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // Also the index behind counting a campaign's recipients by status.
  (t) => [unique('newsletter_campaign_recipients_once').on(t.campaignId, t.email)],
);

export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;
export type NewsletterCampaignRecipientRow = typeof newsletterCampaignRecipients.$inferSelect;
