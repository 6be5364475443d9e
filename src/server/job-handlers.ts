// Every kind of durable job the store runs, wired to what it needs: one list, used by the
// server (serve.ts) and by the test app, so a new job kind cannot be missing from either.
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import { campaignJobHandlers } from './marketing/campaign-jobs';
import { CAMPAIGN_MAIL } from './marketing/campaigns.service';
import { pushJobHandlers } from './notifications/push.service';
import { ORDER_MAIL, orderMailJobHandlers } from './orders/order-mails';
import { batchedMailRecorder } from './orders/order-timeline.service';
import { batchedOrderReader } from './orders/orders.service';
import { paymentDeadlineJobHandlers } from './orders/payment-deadline';
import { MAIL_SEND, mailJobHandlers } from './platform/jobs';
import type { Mailer } from './platform/mail';
import type { PushSender } from './platform/push';

export interface StoreJobDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  pushSender: PushSender;
  /** Signs unsubscribe links in campaign mail. */
  secret: string;
  clock: () => Date;
}

/**
 * The kinds of job that send an e-mail: the owner's outbox lists theirs that were tried and have
 * not gone out (platform/outbox.ts). Each names its recipient and subject in its payload.
 */
export const MAIL_JOB_KINDS: readonly string[] = [MAIL_SEND, ORDER_MAIL, CAMPAIGN_MAIL];

export function storeJobHandlers(deps: StoreJobDeps) {
  const { db, config, mailer, pushSender, secret, clock, logger } = deps;
  // The orders the jobs of one batch ask for are read together.
  const orderOf = batchedOrderReader(db);
  // The mail went out: a history line lost to a failed write is logged, never worth a second mail.
  const record = batchedMailRecorder(db);
  const recordSent = (orderId: string, subject: string) =>
    record({ orderId, subject }).catch((error: unknown) => {
      logger.error({ err: error }, 'could not record a sent mail in its order history');
    });
  return {
    // Pre-rendered mail; also what versions before decision 058 queued for orders.
    ...mailJobHandlers(mailer),
    ...orderMailJobHandlers({ mailer, publicUrl: config.publicUrl, orderOf, recordSent }),
    ...pushJobHandlers({ db, sender: pushSender, orderOf }),
    ...campaignJobHandlers({ db, mailer, publicUrl: config.publicUrl, secret }),
    ...paymentDeadlineJobHandlers({
      db,
      ownerEmail: config.ownerEmail,
      clock,
    }),
  };
}
