// `npm run test:chaos`: is an acknowledged order durable, and is its mail delivered, at most one
// message twice? Starts the built server on a fresh data directory with SMTP_URL pointing at a
// mail server that is down, places 30 orders at once, SIGKILLs the server while they are in
// flight, starts it again on the same directory and looks every acknowledged order up. Then the
// mail server comes up (slow: one message at a time), the server is SIGKILLed again in the middle
// of a batch of mails, started again, and every acknowledged order's two mails (the shopper's
// and the owner's notice) must arrive, at most one message twice (docs/decisions/045). Exits 1
// when an acknowledged order is missing or has no items, or a mail is missing or repeated.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from './build-lib.mjs';
import { createMailSink } from './chaos-mail-sink.mjs';

const ORDERS = 30;
/** Kill once this many orders were acknowledged: the rest are still in flight. */
const KILL_AFTER_ACKNOWLEDGED = 10;
const OWNER_EMAIL = 'owner@chaos.test';
/**
 * The mail server takes each message this long, one at a time: far longer than the fraction of
 * a second in which the store's record of a sent mail reaches the disk (db/group-commit.ts).
 */
const MAIL_DELAY_MS = 500;
/** Kill again once this many mails were accepted: the worker's batch (16) is still going out. */
const KILL_AFTER_MAILS = 6;
/** A killed worker's jobs run again once their lock (60 s) has run out. */
const MAIL_DEADLINE_MS = 180_000;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-chaos-'));
const port = await freePort();
const smtpPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  // Every order comes from its own (proxied) client address, like 30 shoppers.
  TRUST_PROXY: 'true',
  OWNER_EMAIL,
  // Down until the orders are checked: no mail goes out before the second kill.
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
};
delete env.DATABASE_URL;

function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, exited };
}

async function waitForProducts() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/products`);
      if (response.ok) {
        const { products } = await response.json();
        if (products.length > 0) return products;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not serve its catalogue within 90 s');
}

function clientHeaders(i) {
  return { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.77.0.${i}` };
}

/** Each message accepted more than once, as `recipient subject`. */
function repeated(accepted) {
  const seen = new Set();
  return accepted.filter((message) => seen.has(message) || !seen.add(message));
}

let server = startServer();
let mailKilled = false;
const sink = createMailSink({
  delayMs: MAIL_DELAY_MS,
  onAccepted(count) {
    if (count !== KILL_AFTER_MAILS || mailKilled) return;
    mailKilled = true;
    server.child.kill('SIGKILL');
  },
});
let failed = true;
try {
  const products = await waitForProducts();
  const product = products.find((candidate) => candidate.inStock) ?? products[0];
  const methods = await (await fetch(`${base}/api/payment-methods`)).json();
  const paymentMethod = methods.paymentMethods[0]?.id;
  if (!paymentMethod) throw new Error('the demo store offers no payment method');

  const acknowledged = [];
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  const attempts = Array.from({ length: ORDERS }, async (_, i) => {
    const email = `chaos-${i}@example.com`;
    const body = {
      shipping: {
        name: `Chaos Shopper ${i}`,
        email,
        address: `${i} Main St`,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      items: [
        {
          productId: product.id,
          size: product.sizes[0] ?? '',
          color: product.colors[0] ?? '',
          quantity: 1 + (i % 3),
        },
      ],
      paymentMethod,
      discountCode: null,
    };
    try {
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: clientHeaders(i),
        body: JSON.stringify(body),
      });
      if (response.status === 201) {
        const created = await response.json();
        acknowledged.push({ orderNumber: created.orderNumber, email });
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) kill();
      } else if (!killed) {
        console.error(`order ${i} refused: ${response.status} ${await response.text()}`);
      }
    } catch {
      // The connection died with the server: not acknowledged, so nothing is owed.
    }
  });
  await Promise.all(attempts);
  kill();
  await server.exited;

  server = startServer();
  await waitForProducts();
  let found = 0;
  let withoutItems = 0;
  for (const [i, order] of acknowledged.entries()) {
    const response = await fetch(`${base}/api/orders/track`, {
      method: 'POST',
      headers: clientHeaders(100 + i),
      body: JSON.stringify(order),
    });
    if (response.status !== 200) {
      console.error(`acknowledged order ${order.orderNumber} not found: ${response.status}`);
      continue;
    }
    found++;
    const { order: saved } = await response.json();
    if (!saved.items?.length) {
      withoutItems++;
      console.error(`acknowledged order ${order.orderNumber} has no items`);
    }
  }
  console.log(
    `acknowledged ${acknowledged.length} / found ${found} / without items ${withoutItems}`,
  );
  const ordersHeld = acknowledged.length > 0 && found === acknowledged.length && withoutItems === 0;
  if (acknowledged.length === 0) console.error('no order was acknowledged: nothing was checked');

  // The mail server comes up; the store is killed in the middle of a batch of mails.
  const expected = acknowledged.flatMap(({ orderNumber, email }) => [
    { to: email, orderNumber },
    { to: OWNER_EMAIL, orderNumber },
  ]);
  const delivered = ({ to, orderNumber }) =>
    sink.accepted.some((message) => message.startsWith(`${to} `) && message.includes(orderNumber));
  await sink.listen(smtpPort);
  const killDeadline = Date.now() + MAIL_DEADLINE_MS;
  while (!mailKilled && Date.now() < killDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!mailKilled) throw new Error(`fewer than ${KILL_AFTER_MAILS} mails went out in time`);
  await server.exited;
  const beforeKill = sink.accepted.length;

  server = startServer();
  await waitForProducts();
  const mailDeadline = Date.now() + MAIL_DEADLINE_MS;
  while (!expected.every(delivered) && Date.now() < mailDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A message sent twice would come soon after the rest: wait until none has come for a while.
  for (let last = sink.accepted.length, quiet = 0; quiet < 5_000 && Date.now() < mailDeadline;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    quiet = sink.accepted.length === last ? quiet + 250 : 0;
    last = sink.accepted.length;
  }
  const missing = expected.filter((mail) => !delivered(mail));
  const twice = repeated(sink.accepted);
  for (const mail of missing) console.error(`mail to ${mail.to} for ${mail.orderNumber} missing`);
  for (const message of twice) console.error(`sent more than once: ${message}`);
  console.log(
    `mail: expected ${expected.length} / accepted ${sink.accepted.length} (${beforeKill} before the kill) / missing ${missing.length} / repeated ${twice.length}`,
  );
  failed = !ordersHeld || missing.length > 0 || twice.length > 1;
} catch (error) {
  console.error(String(error));
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
