// Another site's page cannot write with the owner's cookie (http/cross-site-writes.ts): not with
// a form, not with an upload, not by leaving its Origin out; the store's own pages and a mail
// provider's one-click unsubscribe still can.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers } from '../db/schema/marketing';
import { orders } from '../db/schema/orders';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { CROSS_SITE_WRITE_REFUSED, JSON_BODY_REQUIRED } from './cross-site-writes';

const EVIL = 'https://evil.example';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

async function orderStatus(id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

/** Every file under the uploads folder. */
function storedFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'uploads');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(dir, name)).isFile(),
  );
}

async function expectRefusedAsCrossSite(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    error: { code: 'cross_site_request', message: CROSS_SITE_WRITE_REFUSED },
  });
}

/** What a hidden form on another site posts: an empty urlencoded body, the owner's cookie. */
function formPost(url: string, headers: Record<string, string>) {
  return t.app.request(url, {
    method: 'POST',
    headers: { cookie: owner, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
  });
}

function multipart(url: string, file: Blob, fileName: string, origin: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return t.app.request(url, { method: 'POST', headers: { cookie: owner, origin }, body: form });
}

describe('a write from another site', () => {
  it('does not mark an order paid with a form post from a foreign Origin', async () => {
    const order = await insertOrder(t.db);
    const response = await formPost(`/api/admin/orders/${order.id}/mark-paid`, { origin: EVIL });
    await expectRefusedAsCrossSite(response);
    expect(await orderStatus(order.id)).toBe('pending_payment');
  });

  it('does not mark an order paid when the browser says cross-site and sends no Origin', async () => {
    const order = await insertOrder(t.db);
    const response = await formPost(`/api/admin/orders/${order.id}/mark-paid`, {
      'sec-fetch-site': 'cross-site',
    });
    await expectRefusedAsCrossSite(response);
    expect(await orderStatus(order.id)).toBe('pending_payment');
  });

  it('stores no image and no hero video from a foreign Origin', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#804020' },
    })
      .png()
      .toBuffer();
    const image = await multipart(
      '/api/admin/uploads/images',
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'shirt.png',
      EVIL,
    );
    await expectRefusedAsCrossSite(image);

    const mp4 = Buffer.alloc(64);
    mp4.writeUInt32BE(24, 0);
    mp4.write('ftypisom', 4, 'latin1');
    const video = await multipart(
      '/api/admin/hero/video',
      new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }),
      'hero.mp4',
      EVIL,
    );
    await expectRefusedAsCrossSite(video);

    expect(storedFiles()).toEqual([]);
    const hero = await t.request('GET', '/api/admin/hero', { cookie: owner });
    expect(await hero.json()).toEqual({ hero: { videoUrl: null } });
  });
});

describe('a write from the store’s own pages', () => {
  it('marks an order paid, as the Orders screen asks (no body)', async () => {
    const order = await insertOrder(t.db);
    const response = await t.request('POST', `/api/admin/orders/${order.id}/mark-paid`, {
      cookie: owner,
    });
    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('processing');
  });

  it('saves a JSON body sent with the store’s Origin', async () => {
    const response = await t.request('POST', '/api/admin/subscribers', {
      cookie: owner,
      body: { email: 'lydia@example.com' },
    });
    expect(response.status).toBe(201);
  });

  it('is refused as text/plain, and a JSON route refuses a request with no body', async () => {
    // Every field of an order update is optional: before this check, Hono read a body of any
    // other type, or none, as `{}`, and the update went through.
    const order = await insertOrder(t.db);
    const [before] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const plain = await t.app.request(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      headers: { cookie: owner, origin: t.config.publicUrl, 'content-type': 'text/plain' },
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({
      error: { code: 'unsupported_media_type', message: JSON_BODY_REQUIRED },
    });

    const empty = await t.request('PATCH', `/api/admin/orders/${order.id}`, { cookie: owner });
    expect(empty.status).toBe(415);

    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toEqual(before);
  });
});

describe('the one-click unsubscribe', () => {
  it('still works as a mail provider posts it: a form, no Origin', async () => {
    await t.request('POST', '/api/newsletter/subscribe', { body: { email: 'joanna@example.com' } });
    await t.runJobs();
    const mail = (await t.sentMail()).find((sent) => sent.to === 'joanna@example.com');
    const link = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));

    const response = await t.app.request(link.pathname + link.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const [row] = await t.db
      .select({ isActive: emailSubscribers.isActive })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'joanna@example.com'));
    expect(row?.isActive).toBe(false);
  });
});
