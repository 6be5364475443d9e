import { and, desc, eq, gt, lte } from 'drizzle-orm';
import {
  defaultBannerMessage,
  promotionStatus,
  type ActivePromotion,
  type AdminPromotion,
  type PromotionInput,
} from '../../shared/promotions/promotion.schema';
import type { DbOrTx } from '../db/client';
import { sitePromotions, type SitePromotionRow } from '../db/schema/promotions';

/** What the storefront's and the owner's views of a promotion both show. */
function promotionFields(row: SitePromotionRow) {
  return {
    id: row.id,
    title: row.title,
    discountPercentage: row.discountPercentage,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

/** The promotion running at `now` (active, start <= now < end); the newest wins if several overlap. */
export async function getActivePromotion(db: DbOrTx, now: Date): Promise<ActivePromotion | null> {
  const [row] = await db
    .select()
    .from(sitePromotions)
    .where(
      and(
        eq(sitePromotions.isActive, true),
        lte(sitePromotions.startDate, now),
        gt(sitePromotions.endDate, now),
      ),
    )
    .orderBy(desc(sitePromotions.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    ...promotionFields(row),
    bannerMessage:
      row.bannerMessage?.trim() || defaultBannerMessage(row.title, row.discountPercentage),
  };
}

/**
 * The times around `now` at which the active promotion changes by itself: the latest start or
 * end of a switched-on promotion at or before `now`, and the nearest one after it (null when
 * there is none). While the clock stays in `[since, until)`, `getActivePromotion` answers the same.
 */
export async function promotionWindow(
  db: DbOrTx,
  now: Date,
): Promise<{ since: Date | null; until: Date | null }> {
  const rows = await db
    .select({ startDate: sitePromotions.startDate, endDate: sitePromotions.endDate })
    .from(sitePromotions)
    .where(eq(sitePromotions.isActive, true));
  const times = rows.flatMap((row) => [row.startDate.getTime(), row.endDate.getTime()]);
  const past = times.filter((time) => time <= now.getTime());
  const ahead = times.filter((time) => time > now.getTime());
  return {
    since: past.length === 0 ? null : new Date(Math.max(...past)),
    until: ahead.length === 0 ? null : new Date(Math.min(...ahead)),
  };
}

function toAdminPromotion(row: SitePromotionRow, now: Date): AdminPromotion {
  return {
    ...promotionFields(row),
    bannerMessage: row.bannerMessage,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    status: promotionStatus(row, now),
  };
}

export async function listPromotions(db: DbOrTx, now: Date): Promise<AdminPromotion[]> {
  const rows = await db.select().from(sitePromotions).orderBy(desc(sitePromotions.createdAt));
  return rows.map((row) => toAdminPromotion(row, now));
}

function toRow(input: PromotionInput) {
  return {
    title: input.title,
    discountPercentage: input.discountPercentage,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    bannerMessage: input.bannerMessage,
    isActive: input.isActive,
  };
}

export async function createPromotion(db: DbOrTx, input: PromotionInput, now: Date) {
  const [row] = await db
    .insert(sitePromotions)
    .values({ ...toRow(input), updatedAt: now })
    .returning();
  return toAdminPromotion(row!, now);
}

export async function updatePromotion(db: DbOrTx, id: string, input: PromotionInput, now: Date) {
  const [row] = await db
    .update(sitePromotions)
    .set({ ...toRow(input), updatedAt: now })
    .where(eq(sitePromotions.id, id))
    .returning();
  return row ? toAdminPromotion(row, now) : null;
}

export async function setPromotionActive(db: DbOrTx, id: string, isActive: boolean, now: Date) {
  const [row] = await db
    .update(sitePromotions)
    .set({ isActive, updatedAt: now })
    .where(eq(sitePromotions.id, id))
    .returning();
  return row ? toAdminPromotion(row, now) : null;
}

export async function deletePromotion(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(sitePromotions)
    .where(eq(sitePromotions.id, id))
    .returning({ id: sitePromotions.id });
  return rows.length > 0;
}
