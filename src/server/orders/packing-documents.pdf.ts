// Packing slips and invoices as one PDF (docs/decisions/062-packing-slips-and-invoices.md):
// pdf-lib writes it in this process, no browser. Each order starts on a page of its own.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import type { PackingDocument } from '../../shared/orders/packing-documents';
import { PAYMENT_METHOD_NAMES } from '../../shared/orders/payment-methods';
import type { OrderItemRow, OrderRow } from '../db/schema/orders';
import { CONTENT_WIDTH, OrderPages, type Column, type Fonts } from './packing-documents.layout';

export interface DocumentOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

export const PACKING_DOCUMENT_TITLES: Readonly<Record<PackingDocument, string>> = {
  'packing-slip': 'Packing Slip',
  invoice: 'Invoice',
};

/** The PDF's title in a viewer's window: "Packing Slips · CTK". */
const documentTitle = (kind: PackingDocument, count: number, storeName: string) =>
  `${PACKING_DOCUMENT_TITLES[kind]}${count === 1 ? '' : 's'} · ${storeName}`;

const shipTo = (order: OrderRow) => [
  order.customerName,
  order.shippingAddress,
  `${order.shippingCity}, ${order.shippingState} ${order.shippingZip}`,
];

const quantity = (items: OrderItemRow[]) => items.reduce((sum, item) => sum + item.quantity, 0);
const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** A slip has no prices: it goes in the box, and the box may be a gift. */
const SLIP_COLUMNS: readonly Column[] = [
  { title: 'Item', width: CONTENT_WIDTH - 250 },
  { title: 'Size', width: 80 },
  { title: 'Color', width: 120 },
  { title: 'Qty', width: 50, align: 'right' },
];

const INVOICE_COLUMNS: readonly Column[] = [
  { title: 'Item', width: CONTENT_WIDTH - 320 },
  { title: 'Size', width: 60 },
  { title: 'Color', width: 80 },
  { title: 'Qty', width: 40, align: 'right' },
  { title: 'Price', width: 70, align: 'right' },
  { title: 'Amount', width: 70, align: 'right' },
];

function packingSlip(pages: OrderPages, { order, items }: DocumentOrder) {
  pages.blocks([
    { title: 'Ship to', lines: shipTo(order) },
    {
      title: 'Order',
      lines: [
        order.orderNumber,
        `Placed ${formatDate(order.createdAt)}`,
        itemCount(quantity(items)),
      ],
    },
  ]);
  pages.table(
    SLIP_COLUMNS,
    items.map((item) => [
      item.productName,
      item.selectedSize,
      item.selectedColor,
      String(item.quantity),
    ]),
  );
  pages.text('Thank you for your order.', { muted: true });
}

function discountLabel(order: OrderRow) {
  const details = [
    order.discountCode,
    order.discountPercentage ? `${order.discountPercentage}%` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return details ? `Discount (${details})` : 'Discount';
}

function invoice(pages: OrderPages, { order, items }: DocumentOrder) {
  const method = PAYMENT_METHOD_NAMES[order.paymentMethod];
  pages.blocks([
    { title: 'Bill to', lines: [order.customerName, order.customerEmail] },
    { title: 'Ship to', lines: shipTo(order) },
    {
      title: 'Order',
      lines: [
        order.orderNumber,
        `Placed ${formatDate(order.createdAt)}`,
        `Payment method: ${method}`,
      ],
    },
  ]);
  pages.table(
    INVOICE_COLUMNS,
    items.map((item) => [
      item.productName,
      item.selectedSize,
      item.selectedColor,
      String(item.quantity),
      formatMoney(item.priceCents),
      formatMoney(item.priceCents * item.quantity),
    ]),
  );
  pages.totals([
    { label: 'Subtotal', value: formatMoney(order.subtotalCents) },
    ...(order.discountCents > 0
      ? [{ label: discountLabel(order), value: `-${formatMoney(order.discountCents)}` }]
      : []),
    {
      label: 'Shipping',
      value: order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents),
    },
    { label: 'Total', value: formatMoney(order.totalCents), bold: true },
  ]);
}

const WRITERS = { 'packing-slip': packingSlip, invoice } satisfies Record<
  PackingDocument,
  (pages: OrderPages, order: DocumentOrder) => void
>;

/**
 * The PDF of the orders, in the order given. Between orders it lets other requests run: a
 * hundred orders are a few hundred milliseconds of drawing, not to be taken in one piece.
 */
export async function renderPackingDocuments(
  kind: PackingDocument,
  orders: readonly DocumentOrder[],
  storeName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, characters: new Set(regular.getCharacterSet()) };
  doc.setTitle(documentTitle(kind, orders.length, storeName));
  doc.setCreator(storeName);
  const title = PACKING_DOCUMENT_TITLES[kind];
  for (const entry of orders) {
    const { orderNumber, createdAt } = entry.order;
    const pages = new OrderPages(doc, fonts, {
      storeName,
      title,
      subtitle: `Order ${orderNumber} · ${formatDate(createdAt)}`,
    });
    WRITERS[kind](pages, entry);
    pages.finish(`${title} ${orderNumber}`);
    await nextTurn();
  }
  return doc.save({ objectsPerTick: 200 });
}
