// `npm run test:scale`: two built copies of the store on one PostgreSQL database, one Redis and
// one S3-compatible server, checked through HTTP and WebSocket as a load balancer's shoppers and
// owner would reach them (issue 16; README, Scaling out). The copies: balanced-copies.ts.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { BalancedCopies, newClient, orderBody, OWNER_EMAIL } from './balanced-copies';
import { eventually, type StoreCopy } from './store-copy';

const copies = new BalancedCopies();
let a: StoreCopy;
let b: StoreCopy;

beforeAll(async () => {
  await copies.start();
  ({ a, b } = copies);
}, 300_000);

afterAll(() => copies.stop(), 60_000);

describe('two copies of the store behind one load balancer', () => {
  it('signs the owner in on both: sessions live in the shared database', async () => {
    for (const copy of [a, b]) {
      const response = await fetch(`${copy.url}/api/me`, {
        headers: copies.headers(undefined, { cookie: copies.ownerCookie }),
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
      headers: {
        origin: copies.publicUrl,
        cookie: copies.ownerCookie,
        'x-forwarded-for': newClient(),
      },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url: imageUrl } = (await upload.json()) as { url: string };

    const image = await fetch(new URL(imageUrl, b.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(900);

    const name = `Scale Tee ${randomUUID().slice(0, 8)}`;
    const created = await copies.post(a, '/api/admin/products', {
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
    const socket = await copies.openSocket(`${b.wsUrl}/api/admin/realtime`, copies.ownerCookie);
    const seen: string[] = [];
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload: { id: string } };
      if (message.type === 'new-orders') seen.push(message.payload.id);
    });
    try {
      const placed = await copies.post(a, '/api/orders', await orderBody(a, 'once@scale.test'));
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
    const before = await copies.liveVisitorCount(a);
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
      await copies.openSocket(`${a.wsUrl}/api/realtime/presence`),
      await copies.openSocket(`${a.wsUrl}/api/realtime/presence`),
      await copies.openSocket(`${b.wsUrl}/api/realtime/presence`),
    ];
    try {
      sockets.forEach(track);
      for (const copy of [a, b]) {
        await eventually(
          async () => ((await copies.liveVisitorCount(copy)) === before + 3 ? true : undefined),
          5000,
          `three more visitors counted on copy ${copy.name}`,
        );
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
    await eventually(
      async () => ((await copies.liveVisitorCount(b)) === before ? true : undefined),
      5000,
      'the visitors gone once their tabs closed',
    );
  });

  it('counts the tracking lookups of one client on both copies against one limit', async () => {
    const client = newClient();
    const lookup = (copy: StoreCopy) =>
      copies.post(
        copy,
        '/api/orders/track',
        { orderNumber: 'NOPE1234', email: 'x@scale.test' },
        client,
      );
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
        const response = await copies.post(a, '/api/orders', {
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
      const response = await copies.post(b, '/api/orders/track', order);
      expect(response.status, `order ${order.orderNumber}`).toBe(200);
      const { order: saved } = (await response.json()) as { order: { items: unknown[] } };
      expect(saved.items.length).toBeGreaterThan(0);
    }
    expect((await fetch(`${b.url}/api/products`)).status).toBe(200);
  });
});
