// The owner's discount codes (admin §2 "Discount codes", §3, §5): list, create, edit, switch,
// delete. Their use at checkout is in discounts.service.ts.
import { desc, eq } from 'drizzle-orm';
import {
  duplicateCodeMessage,
  type AdminDiscountCode,
  type DiscountCodeCreate,
  type DiscountCodeUpdate,
} from '../../shared/marketing/discount-code.schema';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { discountCodes, type DiscountCodeRow } from '../db/schema/marketing';
import { conflict } from '../domain-errors';

function toAdminDiscountCode(row: DiscountCodeRow): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    discountPercentage: row.discountPercentage,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    description: row.description,
    isActive: row.isActive,
    usageCount: row.usageCount,
    maxUses: row.maxUses,
    oncePerCustomer: row.oncePerCustomer,
    minSubtotalCents: row.minSubtotalCents,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRow(input: DiscountCodeUpdate) {
  return {
    discountPercentage: input.discountPercentage,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    description: input.description,
    maxUses: input.maxUses,
    oncePerCustomer: input.oncePerCustomer,
    minSubtotalCents: input.minSubtotalCents,
  };
}

/** Newest first (admin §7). */
export async function listDiscountCodes(db: DbOrTx): Promise<AdminDiscountCode[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(toAdminDiscountCode);
}

/** A new code starts inactive with usage 0 (admin §5); a taken code is a 409. */
export async function createDiscountCode(
  db: DbOrTx,
  input: DiscountCodeCreate,
  now: Date,
): Promise<AdminDiscountCode> {
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({
        ...toRow(input),
        code: input.code,
        isActive: false,
        usageCount: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toAdminDiscountCode(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(duplicateCodeMessage(input.code), 'duplicate_code');
    throw error;
  }
}

/** Everything but the code itself, which cannot change (admin §5). */
export async function updateDiscountCode(
  db: DbOrTx,
  id: string,
  input: DiscountCodeUpdate,
  now: Date,
): Promise<AdminDiscountCode | null> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...toRow(input), updatedAt: now })
    .where(eq(discountCodes.id, id))
    .returning();
  return row ? toAdminDiscountCode(row) : null;
}

export async function setDiscountCodeActive(
  db: DbOrTx,
  id: string,
  isActive: boolean,
  now: Date,
): Promise<AdminDiscountCode | null> {
  const [row] = await db
    .update(discountCodes)
    .set({ isActive, updatedAt: now })
    .where(eq(discountCodes.id, id))
    .returning();
  return row ? toAdminDiscountCode(row) : null;
}

/** Orders keep the code and percentage they were placed with; only its use records go. */
export async function deleteDiscountCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(discountCodes)
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}
