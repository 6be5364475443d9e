// `npm run test:chaos`: is an acknowledged order durable? Starts the built server on a fresh
// data directory, places 30 orders at once, SIGKILLs the server while they are in flight,
// starts it again on the same directory and looks every acknowledged order up. Exits 1 when
// an order the server answered 201 for is missing or has no items.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from './build-lib.mjs';

const ORDERS = 30;
/** Kill once this many orders were acknowledged: the rest are still in flight. */
const KILL_AFTER_ACKNOWLEDGED = 10;

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
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

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

let server = startServer();
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
  failed = acknowledged.length === 0 || found !== acknowledged.length || withoutItems > 0;
  if (acknowledged.length === 0) console.error('no order was acknowledged: nothing was checked');
} catch (error) {
  console.error(String(error));
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
