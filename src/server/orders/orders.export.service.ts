// The owner's CSV export of the orders in the current filter and search. Streamed a page
// at a time, and only when the reader asks for more, so 10,000 orders are never in memory
// at once and a slow download holds back the database reads.
import { asc, inArray } from 'drizzle-orm';
import { csvLine } from '../../shared/format/csv';
import { formatDate } from '../../shared/format/date';
import type { OrderCursor, OrderListFilter } from '../../shared/orders/admin-order.schema';
import { OrderCursorSchema } from '../../shared/orders/admin-order.schema';
import type { DbOrTx } from '../db/client';
import { orderItems, type OrderItemRow, type OrderRow } from '../db/schema/orders';
import { orderRowsPage } from './orders.admin-list.service';

export const ORDERS_CSV_HEADER = [
  'Order Number',
  'Date',
  'Status',
  'Customer',
  'Email',
  'Address',
  'Items',
  'Subtotal',
  'Discount',
  'Discount Code',
  'Shipping',
  'Total',
  'Refunded',
  'Payment Method',
  'Carrier',
  'Tracking Number',
] as const;

const EXPORT_BATCH = 500;
/** Lets Excel read the file as UTF-8 (names with accents). */
const BYTE_ORDER_MARK = '\uFEFF';

/** Plain amounts, so a spreadsheet can add them up. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** "Faith Tee (M, Black) x 2"; a product sold in one size and colour has no brackets. */
function itemText(item: OrderItemRow): string {
  const options = [item.selectedSize, item.selectedColor].filter(Boolean).join(', ');
  return `${item.productName}${options ? ` (${options})` : ''} x ${item.quantity}`;
}

function orderCsvLine(row: OrderRow, items: OrderItemRow[]): string {
  return csvLine([
    row.orderNumber,
    formatDate(row.createdAt),
    row.status,
    row.customerName,
    row.customerEmail,
    `${row.shippingAddress}, ${row.shippingCity}, ${row.shippingState} ${row.shippingZip}`,
    items.map(itemText).join('; '),
    dollars(row.subtotalCents),
    dollars(row.discountCents),
    row.discountCode,
    dollars(row.shippingCents),
    dollars(row.totalCents),
    dollars(row.refundedCents),
    row.paymentMethod,
    row.carrier,
    row.trackingNumber,
  ]);
}

async function itemsByOrder(db: DbOrTx, orderIds: string[]) {
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName));
  const grouped = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    grouped.set(item.orderId, [...(grouped.get(item.orderId) ?? []), item]);
  }
  return grouped;
}

/** The CSV (header first), in the list's order. */
export function ordersCsvStream(
  db: DbOrTx,
  filter: OrderListFilter,
  batchSize = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: OrderCursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(ORDERS_CSV_HEADER)));
        return;
      }
      const page = await orderRowsPage(db, filter, cursor, batchSize);
      if (page.length > 0) {
        const items = await itemsByOrder(
          db,
          page.map(({ row }) => row.id),
        );
        const lines = page.map(({ row }) => orderCsvLine(row, items.get(row.id) ?? []));
        controller.enqueue(encoder.encode(lines.join('')));
      }
      const last = page.at(-1);
      if (page.length < batchSize || !last) {
        controller.close();
        return;
      }
      cursor = OrderCursorSchema.parse(last.cursor);
    },
  });
}
