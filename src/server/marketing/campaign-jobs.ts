// The worker's side of a campaign: one job per recipient (queued by sendCampaign). A copy that
// failed for good runs again only when the owner retries it from the outbox: it is sent then.
import { z } from 'zod';
import { CampaignDraftSchema } from '../../shared/marketing/campaign.schema';
import type { Db } from '../db/client';
import { PermanentJobError, sendFailure, type JobHandler } from '../platform/jobs';
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
        // The worker retries until the job's give-up time (decision 044); after the last attempt,
        // or a refusal for good, the owner sees it failed (and may retry it from the outbox).
        const failure = sendFailure(error);
        if (failure instanceof PermanentJobError || job.finalAttempt) {
          await settleRecipient(db, recipientId, 'failed');
        }
        throw failure;
      }
      await settleRecipient(db, recipientId, 'delivered');
    },
  };
  return handlers;
}
