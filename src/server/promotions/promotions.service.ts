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
    id: row.id,
    title: row.title,
    discountPercentage: row.discountPercentage,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    bannerMessage:
      row.bannerMessage?.trim() || defaultBannerMessage(row.title, row.discountPercentage),
  };
}

/**
 * The next time after `now` at which the active promotion may change by itself: the nearest
 * start or end of a promotion switched on that has not ended. Null when none is ahead.
 */
export async function nextPromotionChange(db: DbOrTx, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ startDate: sitePromotions.startDate, endDate: sitePromotions.endDate })
    .from(sitePromotions)
    .where(and(eq(sitePromotions.isActive, true), gt(sitePromotions.endDate, now)));
  const ahead = rows
    .flatMap((row) => [row.startDate, row.endDate])
    .filter((time) => time.getTime() > now.getTime());
  if (ahead.length === 0) return null;
  return new Date(Math.min(...ahead.map((time) => time.getTime())));
}

function toAdminPromotion(row: SitePromotionRow, now: Date): AdminPromotion {
  return {
    id: row.id,
    title: row.title,
    discountPercentage: row.discountPercentage,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
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
