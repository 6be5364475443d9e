// Promotional e-mail campaigns (spec admin: Newsletter Marketing; DECISIONS: unsubscribe
// links, e-mail). Send queues one durable job per active subscriber, in the transaction that
// records the campaign; each job renders that subscriber's copy (their own signed unsubscribe
// link and one-click headers) and marks the recipient delivered or failed, which is the
// progress the owner watches.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_CTA_TEXT,
  type CampaignDraft,
  type CampaignPreview,
  type CampaignSummary,
  type SentCampaign,
} from '../../shared/marketing/campaign.schema';
import type { Db, DbOrTx } from '../db/client';
import {
  newsletterCampaignRecipients as recipients,
  newsletterCampaigns as campaigns,
  type NewsletterCampaignRow,
} from '../db/schema/campaigns';
import { emailSubscribers } from '../db/schema/marketing';
import { promotionalEmail } from '../mail/promotional-email';
import { enqueueJobs, enqueueMail } from '../platform/jobs';
import type { MailMessage } from '../platform/mail';
import { getStoreName } from '../settings/store-settings.service';
import { unsubscribeApiUrl, unsubscribePageUrl } from './unsubscribe-token';

/** The job that sends one subscriber's copy of a campaign. */
export const CAMPAIGN_MAIL = 'newsletter.campaign-mail';
export const CAMPAIGN_LIST_LIMIT = 20;
/**
 * Ten copies a second at most: within what mail providers accept from one sender, and an
 * order's mail queued during a large campaign goes out between its copies, not after them.
 */
export const CAMPAIGN_SPACING_MS = 100;

export interface CampaignMailContext {
  /** PUBLIC_URL, for links and images in the mail. */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

/** The draft as it is stored and sent: the button's text filled in with its default. */
function withDefaults(draft: CampaignDraft): CampaignDraft {
  return {
    ...draft,
    emailContent: {
      ...draft.emailContent,
      ctaText: draft.emailContent.ctaText || DEFAULT_CTA_TEXT,
      ctaLink: draft.emailContent.ctaLink || '/products',
    },
  };
}

/** One recipient's copy: their own unsubscribe link, and the one-click headers (RFC 8058). */
export async function campaignMail(
  db: DbOrTx,
  draft: CampaignDraft,
  to: string,
  ctx: CampaignMailContext,
): Promise<MailMessage> {
  const mail = await promotionalEmail({
    storeName: await getStoreName(db),
    subject: draft.subjectLine,
    previewText: draft.previewText,
    content: withDefaults(draft).emailContent,
    publicUrl: ctx.publicUrl,
    unsubscribeUrl: unsubscribePageUrl(ctx.publicUrl, ctx.secret, to),
  });
  return {
    to,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(ctx.publicUrl, ctx.secret, to)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The composer's live preview: the very template that sends it, as the owner would get it. */
export async function previewCampaign(
  db: DbOrTx,
  draft: CampaignDraft,
  ownerEmail: string,
  ctx: CampaignMailContext,
): Promise<CampaignPreview> {
  const mail = await campaignMail(db, draft, ownerEmail, ctx);
  return { subject: mail.subject, html: mail.html };
}

/** "Send test to me": one copy to the owner, marked as a test in its subject. */
export async function sendCampaignTest(
  db: DbOrTx,
  draft: CampaignDraft,
  ownerEmail: string,
  ctx: CampaignMailContext,
): Promise<void> {
  const mail = await campaignMail(db, draft, ownerEmail, ctx);
  await enqueueMail(db, { ...mail, subject: `[Test] ${mail.subject}` });
}

async function summaries(db: DbOrTx, rows: NewsletterCampaignRow[]): Promise<CampaignSummary[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      campaignId: recipients.campaignId,
      status: recipients.status,
      count: sql<number>`cast(count(*) as int)`,
    })
    .from(recipients)
    .where(
      inArray(
        recipients.campaignId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(recipients.campaignId, recipients.status);
  return rows.map((row) => {
    const tally = { pending: 0, delivered: 0, failed: 0, skipped: 0 };
    for (const count of counts) if (count.campaignId === row.id) tally[count.status] = count.count;
    return {
      id: row.id,
      subject: row.subject,
      sentAt: row.sentAt.toISOString(),
      recipients: tally.pending + tally.delivered + tally.failed + tally.skipped,
      ...tally,
    };
  });
}

/** The latest campaigns, newest first, each with where its mails stand. */
export async function listCampaigns(
  db: DbOrTx,
  limit = CAMPAIGN_LIST_LIMIT,
): Promise<CampaignSummary[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.sentAt), desc(campaigns.id))
    .limit(limit);
  return summaries(db, rows);
}

export interface SendCampaignContext {
  /** The client's key for this press of Send. */
  idempotencyKey: string;
  userId: string;
  now: Date;
}

/**
 * Records the campaign and queues one job per active subscriber, all in one transaction: the
 * campaign exists exactly when its mails are queued. A key seen before (a double click, a
 * retry after a lost answer) answers with that campaign and queues nothing; two racing
 * requests with one key meet at its unique index, and the second finds the first's row.
 */
export async function sendCampaign(
  db: Db,
  draft: CampaignDraft,
  ctx: SendCampaignContext,
): Promise<SentCampaign & { created: boolean }> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        idempotencyKey: ctx.idempotencyKey,
        subject: draft.subjectLine,
        content: withDefaults(draft),
        sentAt: ctx.now,
        sentBy: ctx.userId,
      })
      .onConflictDoNothing({ target: campaigns.idempotencyKey })
      .returning();
    if (!campaign) {
      const [existing] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.idempotencyKey, ctx.idempotencyKey));
      if (!existing) throw new Error('a campaign key conflicted but its campaign is missing');
      const [summary] = await summaries(tx, [existing]);
      return { sentCount: summary!.recipients, campaign: summary!, created: false };
    }
    const queued = await tx
      .insert(recipients)
      .select((qb) =>
        qb
          // Insert-select names every column, in the table's order.
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            campaignId: sql<string>`${campaign.id}::uuid`.as('campaign_id'),
            email: emailSubscribers.email,
            status: sql<'pending'>`'pending'`.as('status'),
            updatedAt: sql<Date>`now()`.as('updated_at'),
          })
          .from(emailSubscribers)
          .where(eq(emailSubscribers.isActive, true)),
      )
      .returning({ id: recipients.id, email: recipients.email });
    await enqueueJobs(
      tx,
      CAMPAIGN_MAIL,
      // The recipient and subject, as every mail job names them, for the owner's outbox.
      queued.map((row) => ({ recipientId: row.id, to: row.email, subject: campaign.subject })),
      { spacingMs: CAMPAIGN_SPACING_MS },
    );
    const [summary] = await summaries(tx, [campaign]);
    return { sentCount: queued.length, campaign: summary!, created: true };
  });
}

export type CampaignRecipientStatus = (typeof recipients.status.enumValues)[number];

/**
 * Settles a recipient once: a job that runs again (at-least-once delivery) changes nothing. A
 * failed copy the owner retried from the outbox may still be delivered or skipped.
 */
export async function settleRecipient(db: DbOrTx, id: string, status: CampaignRecipientStatus) {
  await db
    .update(recipients)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(recipients.id, id),
        inArray(recipients.status, status === 'failed' ? ['pending'] : ['pending', 'failed']),
      ),
    );
}

/** What the campaign job needs to send a recipient's copy, or null when there is nothing to do. */
export async function pendingCampaignMail(
  db: DbOrTx,
  recipientId: string,
): Promise<{ email: string; draft: CampaignDraft; subscribed: boolean } | null> {
  const [row] = await db
    .select({
      email: recipients.email,
      status: recipients.status,
      draft: campaigns.content,
      isActive: emailSubscribers.isActive,
    })
    .from(recipients)
    .innerJoin(campaigns, eq(campaigns.id, recipients.campaignId))
    .leftJoin(emailSubscribers, eq(emailSubscribers.email, recipients.email))
    .where(eq(recipients.id, recipientId));
  // A failed copy runs again only when the owner retried it from the outbox.
  if (!row || (row.status !== 'pending' && row.status !== 'failed')) return null;
  return { email: row.email, draft: row.draft, subscribed: row.isActive === true };
}
