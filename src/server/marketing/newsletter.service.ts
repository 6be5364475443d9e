import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  type Subscribe,
  type SubscribeResult,
} from '../../shared/marketing/newsletter.schema';
import type { Db, DbOrTx } from '../db/client';
import { emailSubscribers } from '../db/schema/marketing';
import { newsletterWelcomeEmail } from '../mail/newsletter-welcome';
import { enqueueMail } from '../platform/jobs';
import { getStoreName } from '../settings/store-settings.service';
import {
  isValidUnsubscribeToken,
  unsubscribeApiUrl,
  unsubscribePageUrl,
} from './unsubscribe-token';

export interface NewsletterContext {
  publicUrl: string;
  secret: string;
  now: Date;
}

// No 0/O or 1/I: codes are read off a phone screen and typed at checkout.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A subscriber's own 10% code, e.g. "WELCOME-7K3Q9P". */
export function newSubscriberCode(): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `WELCOME-${suffix}`;
}

/**
 * Subscribes an address and e-mails its code (queued in the same transaction). An active
 * subscriber is told so; one who unsubscribed before is welcomed back with the same code,
 * shown in the answer, without a second welcome e-mail.
 */
export async function subscribe(
  db: Db,
  input: Subscribe,
  ctx: NewsletterContext,
): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, input.email))
      .for('update')
      .limit(1);
    if (existing?.isActive) {
      // Not the code: anyone can type anyone's address here, and the code is single use.
      // The subscriber has it in their welcome e-mail.
      return { success: false, message: ALREADY_SUBSCRIBED_MESSAGE, discountCode: null };
    }
    let discountCode: string;
    if (existing) {
      discountCode = existing.discountCode ?? newSubscriberCode();
      await tx
        .update(emailSubscribers)
        .set({
          isActive: true,
          unsubscribedAt: null,
          phone: input.phone ?? existing.phone,
          discountCode,
        })
        .where(eq(emailSubscribers.id, existing.id));
    } else {
      discountCode = await insertSubscriber(tx, input, ctx.now);
    }
    // One welcome e-mail per address ever: a returning subscriber had theirs (and sees the code
    // in this answer), so re-subscribing cannot be used to mail someone again and again.
    if (!existing?.discountCode) await enqueueWelcome(tx, input.email, discountCode, ctx);
    return {
      success: true,
      message: 'Thanks for subscribing! Check your email for your discount code.',
      discountCode,
    };
  });
}

async function insertSubscriber(tx: DbOrTx, input: Subscribe, now: Date): Promise<string> {
  // A clash of random codes is unlikely but possible; try a few before giving up.
  for (let attempt = 0; attempt < 5; attempt++) {
    const discountCode = newSubscriberCode();
    const rows = await tx
      .insert(emailSubscribers)
      .values({
        email: input.email,
        phone: input.phone,
        source: 'popup',
        subscribedAt: now,
        discountCode,
      })
      .onConflictDoNothing({ target: emailSubscribers.discountCode })
      .returning({ id: emailSubscribers.id });
    if (rows.length > 0) return discountCode;
  }
  throw new Error('could not find a free subscriber code');
}

async function enqueueWelcome(
  tx: DbOrTx,
  email: string,
  discountCode: string,
  ctx: NewsletterContext,
) {
  const mail = await newsletterWelcomeEmail({
    storeName: await getStoreName(tx),
    discountCode,
    shopUrl: `${ctx.publicUrl}/products`,
    unsubscribeUrl: unsubscribePageUrl(ctx.publicUrl, ctx.secret, email),
  });
  await enqueueMail(tx, {
    to: email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(ctx.publicUrl, ctx.secret, email)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * Unsubscribes the address of a signed link. Returns false for a bad token; an address that
 * is not on the list is treated as done, so the link reveals nothing.
 */
export async function unsubscribe(
  db: DbOrTx,
  input: { email: string; token: string },
  ctx: Pick<NewsletterContext, 'secret' | 'now'>,
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  if (!isValidUnsubscribeToken(ctx.secret, email, input.token)) return false;
  await db
    .update(emailSubscribers)
    .set({ isActive: false, unsubscribedAt: ctx.now })
    .where(eq(emailSubscribers.email, email));
  return true;
}
