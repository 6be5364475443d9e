// The owner's newsletter list: counts, search, add, delete and the CSV export.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSubscriberSchema,
  SubscriberPageSchema,
  SubscriberStatsSchema,
} from '../../shared/marketing/subscriber.schema';
import { emailSubscribers } from '../db/schema/marketing';
import { createTestApp, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await t.signUpOwner();
  await t.db.insert(emailSubscribers).values([
    // Joined within the month, code unused.
    {
      email: 'ruth@example.com',
      subscribedAt: new Date('2026-11-20T10:00:00Z'),
      discountCode: 'WELCOME-RUTH22',
    },
    // Joined long ago, code used.
    {
      email: 'naomi@example.com',
      phone: '555-0100',
      subscribedAt: new Date('2026-09-01T10:00:00Z'),
      discountCode: 'WELCOME-NAOMI2',
      discountUsed: true,
    },
    // Left, code unused.
    {
      email: 'orpah@example.com',
      subscribedAt: new Date('2026-11-10T10:00:00Z'),
      isActive: false,
      unsubscribedAt: new Date('2026-11-15T10:00:00Z'),
      discountCode: 'WELCOME-ORPAH2',
    },
    { email: '=cmd@example.com', subscribedAt: new Date('2026-08-01T10:00:00Z') },
  ]);
});
afterAll(() => t.close());

async function list(query: Record<string, string> = {}) {
  const response = await t.request('GET', `/api/admin/subscribers?${new URLSearchParams(query)}`, {
    cookie: owner,
  });
  expect(response.status).toBe(200);
  return SubscriberPageSchema.parse(await response.json());
}

describe('the subscriber list', () => {
  it('counts total, active, unsubscribed, new this month and unused codes', async () => {
    const response = await t.request('GET', '/api/admin/subscribers/stats', { cookie: owner });
    expect(response.status).toBe(200);
    expect(SubscriberStatsSchema.parse(await response.json())).toEqual({
      total: 4,
      active: 3,
      unsubscribed: 1,
      newThisMonth: 1,
      unusedDiscounts: 2,
    });
  });

  it('lists newest first and searches part of the address in any case', async () => {
    const all = await list();
    expect(all.subscribers.map((s) => s.email)).toEqual([
      'ruth@example.com',
      'orpah@example.com',
      'naomi@example.com',
      '=cmd@example.com',
    ]);
    expect(all.nextCursor).toBeNull();
    expect(all.subscribers[1]).toMatchObject({
      isActive: false,
      unsubscribedAt: '2026-11-15T10:00:00.000Z',
    });

    expect((await list({ q: 'RUTH' })).subscribers.map((s) => s.email)).toEqual([
      'ruth@example.com',
    ]);
    // Wildcards typed in the box are plain characters.
    expect((await list({ q: '%' })).subscribers).toEqual([]);
    expect((await list({ q: 'nobody' })).subscribers).toEqual([]);
  });

  it('pages through a long list without skipping or repeating', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      email: `page${String(i).padStart(3, '0')}@bulk.test`,
      subscribedAt: new Date(Date.UTC(2026, 6, 1, 0, 0, i % 3)),
    }));
    await t.db.insert(emailSubscribers).values(many);
    const first = await list({ q: '@bulk.test' });
    expect(first.subscribers).toHaveLength(100);
    expect(first.nextCursor).not.toBeNull();
    const second = await list({ q: '@bulk.test', cursor: first.nextCursor! });
    expect(second.subscribers).toHaveLength(20);
    expect(second.nextCursor).toBeNull();
    const seen = new Set([...first.subscribers, ...second.subscribers].map((s) => s.email));
    expect(seen.size).toBe(120);
  });
});

describe('adding and deleting', () => {
  it('adds an address lower-cased, phone optional, as admin_added, without mail', async () => {
    const response = await t.request('POST', '/api/admin/subscribers', {
      cookie: owner,
      body: { email: '  Lydia@Example.COM ', phone: '' },
    });
    expect(response.status).toBe(201);
    const { subscriber } = (await response.json()) as { subscriber: unknown };
    expect(AdminSubscriberSchema.parse(subscriber)).toMatchObject({
      email: 'lydia@example.com',
      phone: null,
      source: 'admin_added',
      isActive: true,
      discountCode: null,
    });
    await t.runJobs();
    expect((await t.sentMail()).filter((m) => m.to === 'lydia@example.com')).toEqual([]);
  });

  it('refuses a bad address, a duplicate, and an address that unsubscribed', async () => {
    for (const email of ['', 'no-at-sign']) {
      const response = await t.request('POST', '/api/admin/subscribers', {
        cookie: owner,
        body: { email },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_request', message: 'Please enter a valid email address' },
      });
    }
    const duplicate = await t.request('POST', '/api/admin/subscribers', {
      cookie: owner,
      body: { email: 'RUTH@example.com' },
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: { code: 'conflict', message: 'This email is already subscribed' },
    });
    const left = await t.request('POST', '/api/admin/subscribers', {
      cookie: owner,
      body: { email: 'orpah@example.com', phone: '555-0199' },
    });
    expect(left.status).toBe(409);
    const [orpah] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'orpah@example.com'));
    expect(orpah).toMatchObject({ isActive: false, phone: null });
  });

  it('deletes a subscriber, once', async () => {
    const [row] = await t.db
      .insert(emailSubscribers)
      .values({ email: 'delete-me@example.com' })
      .returning();
    const path = `/api/admin/subscribers/${row!.id}`;
    expect((await t.request('DELETE', path, { cookie: owner })).status).toBe(204);
    expect(
      await t.db
        .select()
        .from(emailSubscribers)
        .where(eq(emailSubscribers.email, 'delete-me@example.com')),
    ).toEqual([]);
    const again = await t.request('DELETE', path, { cookie: owner });
    expect(again.status).toBe(404);
    expect(
      (await t.request('DELETE', '/api/admin/subscribers/nope', { cookie: owner })).status,
    ).toBe(400);
  });
});

describe('CSV export', () => {
  it('streams the searched list as CSV, formulas neutralised', async () => {
    const response = await t.request('GET', '/api/admin/subscribers/export?q=example.com', {
      cookie: owner,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="subscribers-2026-11-22.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Email,Phone,Status,Source,Discount Code,Discount Used,Subscribed,Unsubscribed',
    );
    expect(lines).toContain(
      'orpah@example.com,,Unsubscribed,popup,WELCOME-ORPAH2,No,"November 10, 2026","November 15, 2026"',
    );
    expect(lines).toContain(
      'naomi@example.com,555-0100,Active,popup,WELCOME-NAOMI2,Yes,"September 1, 2026",',
    );
    expect(lines).toContain(`'=cmd@example.com,,Active,popup,,,"August 1, 2026",`);
    expect(lines.some((line) => line.includes('@bulk.test'))).toBe(false);

    const ruthOnly = await t.request('GET', '/api/admin/subscribers/export?q=Ruth', {
      cookie: owner,
    });
    const ruthLines = (await ruthOnly.text()).trimEnd().split('\r\n');
    expect(ruthLines).toHaveLength(2);
  });
});
