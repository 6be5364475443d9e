// Packing slips and invoices (issue 26, item 4; docs/decisions/062-packing-slips-and-invoices.md):
// one PDF for one order or for several chosen in the Orders list.
import { z } from 'zod';

/** What the PDF holds for each order: the box's contents, or the bill. */
export const PACKING_DOCUMENTS = ['packing-slip', 'invoice'] as const;
export type PackingDocument = (typeof PACKING_DOCUMENTS)[number];

/** One PDF holds at most this many orders: a day's shipping, not the whole history. */
export const MAX_DOCUMENT_ORDERS = 100;

export const tooManyOrders = (count: number) =>
  `Choose at most ${MAX_DOCUMENT_ORDERS} orders for one PDF (${count} were chosen).`;
export const NO_ORDERS_CHOSEN = 'Choose at least one order.';
const NOT_AN_ORDER_ID = 'Not a valid order id';

/**
 * `?ids=a,b,c`: the orders of a PDF, in the order given (the list's), each once. A query string,
 * not a body, so the download is a plain link the browser saves with the session cookie.
 */
export const OrderIdsQuerySchema = z.object({
  ids: z
    .string('ids is required')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid(NOT_AN_ORDER_ID))
        .min(1, NO_ORDERS_CHOSEN)
        .max(MAX_DOCUMENT_ORDERS, {
          error: (issue) => tooManyOrders((issue.input as unknown[]).length),
        }),
    ),
});
export type OrderIdsQuery = z.infer<typeof OrderIdsQuerySchema>;

/** "packing-slip-CTK-12345.pdf", or "invoices-2026-11-22.pdf" for several orders. */
export function packingDocumentFileName(
  kind: PackingDocument,
  orderNumbers: readonly string[],
  today: Date,
): string {
  if (orderNumbers.length === 1) return `${kind}-${orderNumbers[0]}.pdf`;
  return `${kind}s-${today.toISOString().slice(0, 10)}.pdf`;
}
