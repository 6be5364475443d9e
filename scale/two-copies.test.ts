// `npm run test:scale`: two built copies of the store on one PostgreSQL database, one Redis and
// one S3-compatible server, checked through HTTP and WebSocket as a load balancer's shoppers and
// owner would reach them (issue 16; README, Scaling out).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startS3TestServer, type S3TestServer } from '../src/server/platform/s3-test-server';
import { eventually, freePort, startCopy, type StoreCopy } from './store-copy';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error(
    'test:scale needs TEST_DATABASE_URL (a PostgreSQL server) and TEST_REDIS_URL (a Redis server)',
  );
}

const OWNER_EMAIL = 'owner@scale.test';
const OWNER_SETUP_CODE = 'SCALE-SETUP-CODE';
const PASSWORD = 'scale-owner-password';
/** Every request comes from its own (proxied) address unless a check says otherwise. */
const run = randomBytes(2);
let nextClient = 1;
const newClient = () => `10.${run[0]}.${run[1]}.${nextClient++ % 250}`;

let database: string;
let admin: pg.Client;
let s3: S3TestServer;
let a: StoreCopy;
let b: StoreCopy;
/** What a load balancer in front of both copies would be called. */
let publicUrl: string;
let ownerCookie: string;

function headers(client = newClient(), extra: Record<string, string> = {}) {
  return {
    'content-type': 'application/json',
    origin: publicUrl,
    'x-forwarded-for': client,
    ...extra,
  };
}

async function post(copy: StoreCopy, path: string, body: unknown, client?: string) {
  return fetch(`${copy.url}${path}`, {
    method: 'POST',
    headers: headers(client, ownerCookie ? { cookie: ownerCookie } : {}),
    body: JSON.stringify(body),
  });
}

async function orderBody(copy: StoreCopy, email: string) {
  const { products } = (await (await fetch(`${copy.url}/api/products`)).json()) as {
    products: { id: string; inStock: boolean; sizes: string[]; colors: string[] }[];
  };
  const product = products.find((candidate) => candidate.inStock) ?? products[0]!;
  const { paymentMethods } = (await (await fetch(`${copy.url}/api/payment-methods`)).json()) as {
    paymentMethods: { id: string }[];
  };
  return {
    shipping: {
      name: 'Scale Shopper',
      email,
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    items: [
      {
        productId: product.id,
        size: product.sizes[0] ?? '',
        color: product.colors[0] ?? '',
        quantity: 1,
      },
    ],
    paymentMethod: paymentMethods[0]!.id,
    discountCode: null,
  };
}

function openSocket(url: string, cookie?: string): Promise<WebSocket> {
  const socket = new WebSocket(url, {
    headers: { origin: publicUrl, ...(cookie ? { cookie } : {}) },
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
  });
}

async function liveVisitorCount(copy: StoreCopy): Promise<number> {
  const response = await fetch(`${copy.url}/api/admin/live-visitors`, {
    headers: headers(undefined, { cookie: ownerCookie }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

beforeAll(async () => {
  database = `store_scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  s3 = await startS3TestServer();

  const [portA, portB] = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${portA}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    ...s3.env,
    PUBLIC_URL: publicUrl,
    OWNER_EMAIL,
    OWNER_SETUP_CODE,
    TRUST_PROXY: 'true',
  };
  // One after the other, as a rolling deploy starts them: the first migrates and seeds.
  a = await startCopy('a', portA, env);
  b = await startCopy('b', portB, env);

  const signUp = await post(a, '/api/auth/sign-up/email', {
    email: OWNER_EMAIL,
    password: PASSWORD,
    name: 'Store Owner',
    setupCode: OWNER_SETUP_CODE,
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  ownerCookie = signUp.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}, 300_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.close();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
}, 60_000);

describe('two copies of the store behind one load balancer', () => {
  it('signs the owner in on both: sessions live in the shared database', async () => {
    for (const copy of [a, b]) {
      const response = await fetch(`${copy.url}/api/me`, {
        headers: headers(undefined, { cookie: ownerCookie }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email: OWNER_EMAIL }, isAdmin: true });
    }
  });

  it('shows on copy B a product image uploaded on copy A, and the product within a second', async () => {
    const png = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'scale.png');
    const upload = await fetch(`${a.url}/api/admin/uploads/images?bucket=product-images`, {
      method: 'POST',
      headers: { origin: publicUrl, cookie: ownerCookie, 'x-forwarded-for': newClient() },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url: imageUrl } = (await upload.json()) as { url: string };

    const image = await fetch(new URL(imageUrl, b.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(900);

    const name = `Scale Tee ${randomUUID().slice(0, 8)}`;
    const created = await post(a, '/api/admin/products', {
      name,
      priceCents: 3499,
      description: 'Made on copy A.',
      collections: ['NBA'],
      sizes: ['M'],
      colors: ['Black'],
      images: [{ url: imageUrl, color: 'Black' }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    // The bound: a catalogue change on A is served by B within a second.
    const onB = await eventually(
      async () => {
        const { products } = (await (await fetch(`${b.url}/api/products`)).json()) as {
          products: { name: string; imageUrl: string }[];
        };
        return products.find((product) => product.name === name);
      },
      1000,
      'the new product on copy B',
    );
    expect(onB.imageUrl).toBe(imageUrl);
  });

  it('tells an admin connected to copy B about an order placed on copy A, exactly once', async () => {
    const socket = await openSocket(`${b.wsUrl}/api/admin/realtime`, ownerCookie);
    const seen: string[] = [];
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload: { id: string } };
      if (message.type === 'new-orders') seen.push(message.payload.id);
    });
    try {
      const placed = await post(a, '/api/orders', await orderBody(a, 'once@scale.test'));
      expect(placed.status, await placed.clone().text()).toBe(201);
      const { orderId: id } = (await placed.json()) as { orderId: string };
      await eventually(async () => (seen.includes(id) ? true : undefined), 5000, 'the alert');
      // Long enough for a second delivery by another path to arrive, were there one.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen.filter((seenId) => seenId === id)).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('counts the live visitors of both copies together', async () => {
    const before = await liveVisitorCount(a);
    const track = (socket: WebSocket) =>
      socket.send(
        JSON.stringify({
          type: 'track',
          online_at: new Date().toISOString(),
          user_agent: 'Mozilla/5.0 (scale test)',
          path: '/products',
        }),
      );
    const sockets = [
      await openSocket(`${a.wsUrl}/api/realtime/presence`),
      await openSocket(`${a.wsUrl}/api/realtime/presence`),
      await openSocket(`${b.wsUrl}/api/realtime/presence`),
    ];
    try {
      sockets.forEach(track);
      for (const copy of [a, b]) {
        await eventually(
          async () => ((await liveVisitorCount(copy)) === before + 3 ? true : undefined),
          5000,
          `three more visitors counted on copy ${copy.name}`,
        );
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
    await eventually(
      async () => ((await liveVisitorCount(b)) === before ? true : undefined),
      5000,
      'the visitors gone once their tabs closed',
    );
  });

  it('counts the tracking lookups of one client on both copies against one limit', async () => {
    const client = newClient();
    const lookup = (copy: StoreCopy) =>
      post(copy, '/api/orders/track', { orderNumber: 'NOPE1234', email: 'x@scale.test' }, client);
    // The limit is 10 a minute per client (src/server/http/rate-limits.ts).
    for (let i = 0; i < 5; i++) {
      expect((await lookup(a)).status).toBe(404);
      expect((await lookup(b)).status).toBe(404);
    }
    expect((await lookup(a)).status).toBe(429);
    expect((await lookup(b)).status).toBe(429);
  });

  it('loses no acknowledged order when copy A is killed mid-way, and B keeps serving', async () => {
    const body = await orderBody(a, 'chaos@scale.test');
    const acknowledged: { orderNumber: string; email: string }[] = [];
    let killed = false;
    const attempts = Array.from({ length: 20 }, async (_, i) => {
      const email = `chaos-${i}@scale.test`;
      try {
        const response = await post(a, '/api/orders', {
          ...body,
          shipping: { ...body.shipping, email },
        });
        if (response.status === 201) {
          acknowledged.push({
            orderNumber: ((await response.json()) as { orderNumber: string }).orderNumber,
            email,
          });
          if (acknowledged.length >= 5 && !killed) {
            killed = true;
            a.child.kill('SIGKILL');
          }
        }
      } catch {
        // The connection died with copy A: not acknowledged, so nothing is owed.
      }
    });
    await Promise.all(attempts);
    if (!killed) a.child.kill('SIGKILL');
    await a.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    for (const order of acknowledged) {
      const response = await post(b, '/api/orders/track', order);
      expect(response.status, `order ${order.orderNumber}`).toBe(200);
      const { order: saved } = (await response.json()) as { order: { items: unknown[] } };
      expect(saved.items.length).toBeGreaterThan(0);
    }
    expect((await fetch(`${b.url}/api/products`)).status).toBe(200);
  });
});
