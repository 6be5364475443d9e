// The floor under `POST /api/orders` on PGlite (docs/decisions/035): the order path's database
// work, in one process, without HTTP or validation. Orders are saved in batches of BATCH (the
// size the bench's 20 connections make) through the store's own batcher, each batch
// acknowledged with one shared flush, then the worker claims, runs and settles their jobs: it
// reads the orders, renders their two mails (decision 058) and keeps them in the database, as
// with no SMTP server. Then PGlite's own cost per statement, without Drizzle. Prints CPU ms per
// order (or per statement).
//
//   NODE_ENV=production npx tsx bench/order-floor.ts     (ORDERS=2000 BATCH=6 by default;
//   without NODE_ENV, React renders the mails with its development build)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteClient, openPglite } from '../src/server/db/client';
import { products } from '../src/server/db/schema/products';
import { createLogger } from '../src/server/logger';
import { newOrderPushJob, pushJobHandlers } from '../src/server/notifications/push.service';
import { createOrderBatcher, type PreparedOrder } from '../src/server/orders/order-batch';
import { newOrderNumber } from '../src/server/orders/order-number';
import { batchedMailRecorder } from '../src/server/orders/order-timeline.service';
import { batchedOrderReader } from '../src/server/orders/orders.service';
import { paymentDeadlineJobs } from '../src/server/orders/payment-deadline';
import { createJobWorker } from '../src/server/platform/jobs-worker';
import { mailJobHandlers } from '../src/server/platform/jobs';
import { newOrderMails, orderMailJobHandlers } from '../src/server/orders/order-mails';
import { createMailer } from '../src/server/platform/mail';
import type { Order } from '../src/shared/orders/order.schema';
import { DEFAULT_PAYMENT_METHODS, paymentOption } from '../src/shared/orders/payment-methods';

const ORDERS = Number(process.env.ORDERS ?? 2000);
const BATCH = Number(process.env.BATCH ?? 6);
const logger = createLogger('silent');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-floor-'));
const client = await createPgliteClient(path.join(dir, 'db'));
const database = openPglite(client);
await database.migrate();
const { db, commits } = database;
const [product] = await db
  .insert(products)
  .values({ name: 'Faith Tee', priceCents: 3499, sizes: ['M'], colors: ['Black'] })
  .returning();

function draft(): Order {
  const createdAt = new Date();
  return {
    id: randomUUID(),
    orderNumber: newOrderNumber(),
    status: 'pending_payment',
    paymentMethod: 'cashapp',
    subtotalCents: 3499,
    discountCents: 0,
    discountCode: null,
    discountPercentage: null,
    shippingCents: 500,
    totalCents: 3999,
    refundedCents: 0,
    customerName: 'Bench Shopper',
    customerEmail: 'bench@example.com',
    shippingAddress: '1 Main St',
    shippingCity: 'Austin',
    shippingState: 'TX',
    shippingZip: '78701',
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    createdAt: createdAt.toISOString(),
    paymentDueAt: new Date(createdAt.getTime() + 48 * 3600_000).toISOString(),
    paymentSentAt: null,
    paymentReference: null,
    items: [
      {
        id: randomUUID(),
        productId: product!.id,
        productName: 'Faith Tee',
        productImage: null,
        selectedSize: 'M',
        selectedColor: 'Black',
        quantity: 1,
        priceCents: 3499,
      },
    ],
  };
}

const option = paymentOption('cashapp', DEFAULT_PAYMENT_METHODS.cashapp);
const notify = { to: 'owner@example.com', storeName: 'CTK' };
function prepared(): PreparedOrder {
  const order = draft();
  const dueAt = new Date(order.paymentDueAt!);
  return {
    order,
    promotionPercentage: null,
    userId: null,
    idempotencyKey: null,
    jobs: [
      ...newOrderMails(order, option, notify),
      newOrderPushJob(order.id),
      ...paymentDeadlineJobs({ id: order.id, placedAt: new Date(order.createdAt), dueAt }),
    ],
  };
}

const batcher = createOrderBatcher(db, commits);
const mailer = createMailer({ db, smtpUrl: undefined, from: 'Store <s@x>', logger, commits });
const orderOf = batchedOrderReader(db);
const recordSent = batchedMailRecorder(db);
const worker = createJobWorker({
  db,
  handlers: {
    ...mailJobHandlers(mailer),
    ...orderMailJobHandlers({
      mailer,
      publicUrl: 'https://store.example',
      orderOf,
      recordSent: (orderId, subject) => recordSent({ orderId, subject }),
    }),
    ...pushJobHandlers({
      db,
      sender: { send: async () => ({ gone: false }) } as never,
      orderOf,
    }),
  },
  logger,
  commits,
});

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function timed(label: string, run: () => Promise<void>): Promise<void> {
  const before = cpuMs();
  const started = performance.now();
  await run();
  const cpu = cpuMs() - before;
  const wall = performance.now() - started;
  console.log(
    `${label.padEnd(34)} ${(cpu / ORDERS).toFixed(2)} ms CPU per order, ${((ORDERS / wall) * 1000).toFixed(0)} orders/s on one core`,
  );
}

// Warm-up: the first statements of each kind plan and cache.
for (let i = 0; i < 5; i++) {
  await Promise.all(Array.from({ length: BATCH }, () => batcher.save(prepared())));
  await commits.durable();
  await worker.runDueJobs();
}

await timed(`store code, batches of ${BATCH}`, async () => {
  for (let done = 0; done < ORDERS; done += BATCH) {
    await Promise.all(Array.from({ length: BATCH }, () => batcher.save(prepared())));
    await commits.durable();
    await worker.runDueJobs();
  }
});

await timed('orders alone (no jobs run)', async () => {
  for (let done = 0; done < ORDERS; done += BATCH) {
    await Promise.all(Array.from({ length: BATCH }, () => batcher.save(prepared())));
    await commits.durable();
  }
});
await worker.runDueJobs();

// PGlite's own cost per statement, without Drizzle: a round trip that does nothing, and a
// transaction of the shape an order batch has (begin, set local, three inserts, commit).
const ROUNDS = 2000;
async function perStatement(label: string, statements: number, run: () => Promise<unknown>) {
  const before = cpuMs();
  for (let i = 0; i < ROUNDS; i++) await run();
  const cpu = (cpuMs() - before) / ROUNDS;
  console.log(
    `${label.padEnd(34)} ${cpu.toFixed(3)} ms CPU (${(cpu / statements).toFixed(3)} ms per statement)`,
  );
}
await client.exec('create table floor_probe (id uuid primary key, note text not null)');
await perStatement('bare PGlite: select 1', 1, () => client.query('select 1'));
await perStatement('bare PGlite: 6-statement transaction', 6, () =>
  client.transaction(async (tx) => {
    await tx.query('set local synchronous_commit = off');
    for (let i = 0; i < 3; i++) {
      await tx.query('insert into floor_probe (id, note) values ($1, $2)', [randomUUID(), 'x']);
    }
  }),
);

await client.close();
fs.rmSync(dir, { recursive: true, force: true });
