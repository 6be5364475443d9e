// Discount codes (DECISIONS.md): an active, unexpired shop code, or a subscriber's own
// newsletter code not yet used. One code per order. A shop code may also carry limits: total
// uses, one use per customer e-mail, a minimum merchandise subtotal.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { DISCOUNT_MESSAGES, minimumSubtotalMessage } from '../../shared/marketing/discount.schema';
import { NEWSLETTER_DISCOUNT_PERCENTAGE } from '../../shared/marketing/newsletter.schema';
import type { DbOrTx } from '../db/client';
import { discountCodes, discountCodeUses, emailSubscribers } from '../db/schema/marketing';

export type UsableDiscount =
  | {
      kind: 'shop';
      id: string;
      code: string;
      percentage: number;
      oncePerCustomer: boolean;
      minSubtotalCents: number | null;
    }
  | { kind: 'subscriber'; id: string; code: string; percentage: number };

export type DiscountLookup = { ok: true; discount: UsableDiscount } | { ok: false; error: string };

/** What is known of the order the code is for; each known part is checked. */
export interface DiscountUse {
  /** The merchandise subtotal after promotions, before the code. */
  subtotalCents?: number;
  /** The customer's e-mail, lower-cased. */
  email?: string;
}

async function hasUsedCode(db: DbOrTx, discountCodeId: string, email: string): Promise<boolean> {
  const [use] = await db
    .select({ id: discountCodeUses.id })
    .from(discountCodeUses)
    .where(
      and(eq(discountCodeUses.discountCodeId, discountCodeId), eq(discountCodeUses.email, email)),
    )
    .limit(1);
  return use !== undefined;
}

/** Whether the subtotal reaches the code's minimum: the refusal's text, or null when it does. */
export function minimumSubtotalError(
  discount: UsableDiscount,
  subtotalCents: number,
): string | null {
  if (discount.kind !== 'shop' || discount.minSubtotalCents === null) return null;
  return subtotalCents < discount.minSubtotalCents
    ? minimumSubtotalMessage(discount.minSubtotalCents)
    : null;
}

export async function findUsableDiscount(
  db: DbOrTx,
  rawCode: string,
  now: Date,
  use: DiscountUse = {},
): Promise<DiscountLookup> {
  const code = rawCode.trim().toUpperCase();
  const [shop] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  if (shop) {
    if (!shop.isActive) return { ok: false, error: DISCOUNT_MESSAGES.invalid };
    if (shop.expiresAt && shop.expiresAt <= now)
      return { ok: false, error: DISCOUNT_MESSAGES.expired };
    if (shop.maxUses !== null && shop.usageCount >= shop.maxUses)
      return { ok: false, error: DISCOUNT_MESSAGES.usedUp };
    const discount: UsableDiscount = {
      kind: 'shop',
      id: shop.id,
      code,
      percentage: shop.discountPercentage,
      oncePerCustomer: shop.oncePerCustomer,
      minSubtotalCents: shop.minSubtotalCents,
    };
    const belowMinimum =
      use.subtotalCents === undefined ? null : minimumSubtotalError(discount, use.subtotalCents);
    if (belowMinimum) return { ok: false, error: belowMinimum };
    if (shop.oncePerCustomer && use.email && (await hasUsedCode(db, shop.id, use.email)))
      return { ok: false, error: DISCOUNT_MESSAGES.oncePerCustomer };
    return { ok: true, discount };
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

/** The code changed since the order looked it up: switched off, expired, or used up. */
async function whyNotCounted(tx: DbOrTx, id: string, now: Date): Promise<string> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  if (!row?.isActive) return DISCOUNT_MESSAGES.invalid;
  if (row.expiresAt && row.expiresAt <= now) return DISCOUNT_MESSAGES.expired;
  return DISCOUNT_MESSAGES.usedUp;
}

export interface Redemption {
  orderId: string;
  /** The order's customer e-mail, lower-cased. */
  email: string;
  now: Date;
}

/**
 * Records the use of a code inside the order's transaction; returns the refusal's text when
 * the code can no longer be used, and the caller rolls the order back.
 *
 * Safe against concurrent orders: a subscriber code is claimed with a conditional update, so of
 * two orders racing for it exactly one gets it. A shop code's count is raised with an update
 * that re-checks active, expiry and max uses; that update holds the code's row lock until the
 * order commits, so concurrent orders for one code take turns, and under Postgres' READ
 * COMMITTED each later statement sees the uses committed before it (the once-per-customer look-up).
 */
export async function redeemDiscount(
  tx: DbOrTx,
  discount: UsableDiscount,
  redemption: Redemption,
): Promise<string | null> {
  if (discount.kind === 'subscriber') {
    const claimed = await tx
      .update(emailSubscribers)
      .set({ discountUsed: true })
      .where(and(eq(emailSubscribers.id, discount.id), eq(emailSubscribers.discountUsed, false)))
      .returning({ id: emailSubscribers.id });
    return claimed.length === 1 ? null : DISCOUNT_MESSAGES.used;
  }
  const counted = await tx
    .update(discountCodes)
    .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, discount.id),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, redemption.now)),
        or(isNull(discountCodes.maxUses), lt(discountCodes.usageCount, discountCodes.maxUses)),
      ),
    )
    .returning({ oncePerCustomer: discountCodes.oncePerCustomer });
  const [code] = counted;
  if (!code) return whyNotCounted(tx, discount.id, redemption.now);
  if (code.oncePerCustomer && (await hasUsedCode(tx, discount.id, redemption.email)))
    return DISCOUNT_MESSAGES.oncePerCustomer;
  await tx.insert(discountCodeUses).values({
    discountCodeId: discount.id,
    email: redemption.email,
    orderId: redemption.orderId,
    usedAt: redemption.now,
  });
  return null;
}

/**
 * An order that used a code was cancelled unpaid: its use no longer counts. A shop code's use
 * row goes and its count drops by one; a subscriber's own code is usable again.
 */
export async function releaseDiscount(
  tx: DbOrTx,
  order: { orderId: string; code: string },
): Promise<void> {
  const removed = await tx
    .delete(discountCodeUses)
    .where(eq(discountCodeUses.orderId, order.orderId))
    .returning({ discountCodeId: discountCodeUses.discountCodeId });
  for (const use of removed) {
    await tx
      .update(discountCodes)
      .set({ usageCount: sql`greatest(${discountCodes.usageCount} - 1, 0)` })
      .where(eq(discountCodes.id, use.discountCodeId));
  }
  if (removed.length > 0) return;
  await tx
    .update(emailSubscribers)
    .set({ discountUsed: false })
    .where(eq(emailSubscribers.discountCode, order.code.trim().toUpperCase()));
}
