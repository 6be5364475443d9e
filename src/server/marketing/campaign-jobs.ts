// The worker's side of a campaign: one job per recipient (queued by sendCampaign).
import { z } from 'zod';
import { CampaignDraftSchema } from '../../shared/marketing/campaign.schema';
import type { Db } from '../db/client';
import { PermanentJobError, type JobHandler } from '../platform/jobs';
import type { Mailer } from '../platform/mail';
import {
  CAMPAIGN_MAIL,
  campaignMail,
  pendingCampaignMail,
  settleRecipient,
  type CampaignMailContext,
} from './campaigns.service';

const CampaignMailJobSchema = z.object({ recipientId: z.uuid() });

export interface CampaignJobDeps extends CampaignMailContext {
  db: Db;
  mailer: Mailer;
}

export function campaignJobHandlers({ db, mailer, ...ctx }: CampaignJobDeps) {
  const handlers: Record<string, JobHandler> = {
    [CAMPAIGN_MAIL]: async (payload, { job }) => {
      const parsed = CampaignMailJobSchema.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Invalid ${CAMPAIGN_MAIL} payload: ${parsed.error.message}`);
      }
      const { recipientId } = parsed.data;
      const pending = await pendingCampaignMail(db, recipientId);
      if (!pending) return;
      // Unsubscribed (or deleted) since Send was pressed: they get nothing.
      if (!pending.subscribed) {
        await settleRecipient(db, recipientId, 'skipped');
        return;
      }
      // The payload went through the database: read it as strictly as the route did.
      const draft = CampaignDraftSchema.safeParse(pending.draft);
      if (!draft.success) {
        await settleRecipient(db, recipientId, 'failed');
        throw new PermanentJobError(`Invalid campaign content: ${draft.error.message}`);
      }
      try {
        await mailer.send(await campaignMail(db, draft.data, pending.email, ctx));
      } catch (error) {
        // The worker retries until maxAttempts; after the last one the owner sees it failed.
        if (job.attempts >= job.maxAttempts) await settleRecipient(db, recipientId, 'failed');
        throw error;
      }
      await settleRecipient(db, recipientId, 'delivered');
    },
  };
  return handlers;
}
