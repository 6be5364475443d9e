// The owner's CSV of customers, as the list is searched and sorted. Streamed a page at a time,
// and only when the reader asks for more, as the orders' export is (orders.export.service.ts).
import type { CustomerListFilter, CustomerSummary } from '../../shared/customers/customer.schema';
import { csvLine } from '../../shared/format/csv';
import { formatDate } from '../../shared/format/date';
import type { DbOrTx } from '../db/client';
import { customerRowsPage } from './customers.service';

export const CUSTOMERS_CSV_HEADER = [
  'Name',
  'Email',
  'Orders',
  'Total Spent (not cancelled)',
  'Last Order',
  'Subscriber',
  'Account',
  'Email Confirmed',
] as const;

const EXPORT_BATCH = 500;
/** Lets Excel read the file as UTF-8 (names with accents). */
const BYTE_ORDER_MARK = '\uFEFF';

/** Plain amounts, so a spreadsheet can add them up. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function customerCsvLine(customer: CustomerSummary): string {
  return csvLine([
    customer.name,
    customer.email,
    customer.orderCount,
    dollars(customer.spentCents),
    customer.lastOrderAt === null ? '' : formatDate(customer.lastOrderAt),
    yesNo(customer.subscriber),
    customer.account ? 'Account' : 'Guest',
    customer.account ? yesNo(customer.account.emailConfirmed) : '',
  ]);
}

/** The CSV (header first), in the list's order. */
export function customersCsvStream(
  db: DbOrTx,
  filter: CustomerListFilter,
  batchSize = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let offset = 0;
  let started = false;
  // A customer whose new order moves them up the list while the file is read would come twice.
  const written = new Set<string>();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(CUSTOMERS_CSV_HEADER)));
        return;
      }
      const page = await customerRowsPage(db, filter, offset, batchSize);
      const fresh = page.customers.filter((customer) => !written.has(customer.id));
      for (const customer of fresh) written.add(customer.id);
      if (fresh.length > 0) controller.enqueue(encoder.encode(fresh.map(customerCsvLine).join('')));
      if (page.customers.length < batchSize) {
        controller.close();
        return;
      }
      offset += batchSize;
    },
  });
}
