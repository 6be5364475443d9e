// The orders a packing slip or invoice PDF is made of, read from the stored rows: the money is
// what the order was saved with (integer cents), never recomputed.
import { asc, inArray } from 'drizzle-orm';
import type { PackingDocument } from '../../shared/orders/packing-documents';
import type { DbOrTx } from '../db/client';
import { orderItems, orders, type OrderItemRow } from '../db/schema/orders';
import { getStoreName } from '../settings/store-settings.service';
import { renderPackingDocuments, type DocumentOrder } from './packing-documents.pdf';

export type PackingDocumentResult =
  | { outcome: 'pdf'; pdf: Uint8Array; orderNumbers: string[] }
  | { outcome: 'not_found'; missing: number };

/** The orders with their items, in the order of `ids`, or how many of them are gone. */
async function documentOrders(
  db: DbOrTx,
  ids: readonly string[],
): Promise<{ orders: DocumentOrder[] } | { missing: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  if (rows.length < ids.length) return { missing: ids.length - rows.length };
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...ids]))
    .orderBy(
      asc(orderItems.productName),
      asc(orderItems.selectedSize),
      asc(orderItems.selectedColor),
    );
  const itemsOf = new Map<string, OrderItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    orders: ids.map((id): DocumentOrder => ({
      order: byId.get(id)!,
      items: itemsOf.get(id) ?? [],
    })),
  };
}

/** One PDF of packing slips or invoices for the orders, one order (or more pages) each. */
export async function packingDocumentsPdf(
  db: DbOrTx,
  kind: PackingDocument,
  ids: readonly string[],
): Promise<PackingDocumentResult> {
  const found = await documentOrders(db, ids);
  if ('missing' in found) return { outcome: 'not_found', missing: found.missing };
  const pdf = await renderPackingDocuments(kind, found.orders, await getStoreName(db));
  return { outcome: 'pdf', pdf, orderNumbers: found.orders.map(({ order }) => order.orderNumber) };
}
