// Discount codes (DECISIONS.md): an active, unexpired shop code, or a subscriber's own
// newsletter code not yet used. One code per order.
import { and, eq, sql } from 'drizzle-orm';
import { DISCOUNT_MESSAGES } from '../../shared/marketing/discount.schema';
import { NEWSLETTER_DISCOUNT_PERCENTAGE } from '../../shared/marketing/newsletter.schema';
import type { DbOrTx } from '../db/client';
import { discountCodes, emailSubscribers } from '../db/schema/marketing';

export type UsableDiscount =
  | { kind: 'shop'; id: string; code: string; percentage: number }
  | { kind: 'subscriber'; id: string; code: string; percentage: number };

export type DiscountLookup = { ok: true; discount: UsableDiscount } | { ok: false; error: string };

export async function findUsableDiscount(
  db: DbOrTx,
  rawCode: string,
  now: Date,
): Promise<DiscountLookup> {
  const code = rawCode.trim().toUpperCase();
  const [shop] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  if (shop) {
    if (!shop.isActive) return { ok: false, error: DISCOUNT_MESSAGES.invalid };
    if (shop.expiresAt && shop.expiresAt <= now)
      return { ok: false, error: DISCOUNT_MESSAGES.expired };
    return {
      ok: true,
      discount: { kind: 'shop', id: shop.id, code, percentage: shop.discountPercentage },
    };
  }
  const [subscriber] = await db
    .select()
    .from(emailSubscribers)
    .where(eq(emailSubscribers.discountCode, code))
    .limit(1);
  if (!subscriber) return { ok: false, error: DISCOUNT_MESSAGES.invalid };
  if (subscriber.discountUsed) return { ok: false, error: DISCOUNT_MESSAGES.used };
  return {
    ok: true,
    discount: {
      kind: 'subscriber',
      id: subscriber.id,
      code,
      percentage: NEWSLETTER_DISCOUNT_PERCENTAGE,
    },
  };
}

/**
 * Records the use of a code inside the order's transaction. A subscriber code is claimed
 * with a conditional update, so of two orders racing for it exactly one gets it; returns
 * false for the loser.
 */
export async function redeemDiscount(tx: DbOrTx, discount: UsableDiscount): Promise<boolean> {
  if (discount.kind === 'shop') {
    await tx
      .update(discountCodes)
      .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
      .where(eq(discountCodes.id, discount.id));
    return true;
  }
  const claimed = await tx
    .update(emailSubscribers)
    .set({ discountUsed: true })
    .where(and(eq(emailSubscribers.id, discount.id), eq(emailSubscribers.discountUsed, false)))
    .returning({ id: emailSubscribers.id });
  return claimed.length === 1;
}
