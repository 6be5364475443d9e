// Test fixtures for db:export / db:import (src/server/db/transfer): a store with some history
// to move, and an export file as an older version of the store wrote it.
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createPgliteClient, openPglite } from '../db/client';
import { products } from '../db/schema/products';
import { guestOrder, stockStore } from './place-order';
import { createTestApp, type TestApp } from './test-app';

export const SHOPPER = 'ada@example.com';
export const IMAGES = [
  { url: '/uploads/product-images/faith-tee-w1600.webp', color: 'Black' },
  { url: '/uploads/product-images/faith-tee-back-w1600.webp', color: null },
];

async function orderAsShopper(t: TestApp, cookie: string, productId: string) {
  const response = await t.request('POST', '/api/orders', {
    cookie,
    body: guestOrder(productId, { name: 'Ada Shopper', email: SHOPPER, quantity: 2 }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { orderId: string; orderNumber: string };
}

/** A store with an owner, a shopper with two orders (one paid), a product with images, mail. */
export async function storeWithHistory() {
  // Always PGlite (the embedded default), also when the other tests run on PostgreSQL.
  const embedded = openPglite(await createPgliteClient());
  await embedded.migrate();
  const t = await createTestApp({ database: embedded });
  const productId = await stockStore(t);
  await t.db.update(products).set({ images: IMAGES }).where(eq(products.id, productId));
  const owner = await t.signUpOwner();
  const shopper = await t.signUp(SHOPPER, 'Ada Shopper');
  const paid = await orderAsShopper(t, shopper, productId);
  const awaiting = await orderAsShopper(t, shopper, productId);
  const marked = await t.request('POST', `/api/admin/orders/${paid.orderId}/mark-paid`, {
    cookie: owner,
  });
  expect(marked.status).toBe(200);
  await t.runJobs();
  const mailCount = (await t.sentMail()).length;
  expect(mailCount).toBeGreaterThan(0);
  return { t, productId, paid, awaiting, mailCount, shopperSession: shopper };
}

export type StoreWithHistory = Awaited<ReturnType<typeof storeWithHistory>>;

/**
 * What changed in the tables since migration 0005, undone: columns added since, and columns
 * taken away since with the value the older version wrote.
 */
const SINCE_0005: Record<string, { added: string[]; removed?: Record<string, unknown> }> = {
  // 0006: the payment deadline; 0010: the order's lifecycle after it is placed.
  orders: {
    added: [
      'payment_due_at',
      'payment_reminder_sent_at',
      'payment_reference',
      'cancel_reason',
      'refunded_cents',
      'payment_received_mailed_at',
    ],
  },
  // 0007: a retry window beside the number of attempts (docs/decisions/044).
  jobs: { added: ['give_up_at'] },
};

/** Tables created since migration 0005 (0010: an order's refunds and events). */
const TABLES_SINCE_0005 = new Set(['order_refunds', 'order_events']);

/** An export as the version before migration 0006 wrote it: no payment deadline columns. */
export function withoutPaymentDeadline(gzipped: Buffer): string {
  const lines = zlib.gunzipSync(gzipped).toString('utf8').split('\n');
  let table = '';
  return lines
    .flatMap((line, index) => {
      if (line === '') return [line];
      const value = JSON.parse(line) as Record<string, unknown>;
      if (typeof value.$table === 'string') table = value.$table;
      else if (value.$end === true) table = '';
      if (TABLES_SINCE_0005.has(table)) return [];
      return [rewrite(value, index)];
    })
    .join('\n');

  function rewrite(value: Record<string, unknown>, index: number): string {
    if (index === 0) {
      return JSON.stringify({
        ...value,
        migration: { tag: '0005_newsletter_campaigns', when: 1795506449337 },
      });
    }
    const change = SINCE_0005[table];
    if (!change) return JSON.stringify(value);
    if (typeof value.$table === 'string') {
      const columns = (value.columns as string[]).filter((c) => !change.added.includes(c));
      return JSON.stringify({
        ...value,
        columns: [...columns, ...Object.keys(change.removed ?? {})],
      });
    }
    for (const column of change.added) delete value[column];
    return JSON.stringify({ ...value, ...change.removed });
  }
}

// Each import creates and syncs a PGlite data directory on disk: slow on a loaded machine.
