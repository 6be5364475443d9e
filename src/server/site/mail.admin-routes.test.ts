import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../db/schema/jobs';
import {
  MailPageSchema,
  MailTransportSchema,
  SentMailDetailSchema,
  SentMailSchema,
} from '../../shared/site/mail.schema';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

describe('the owner reads kept mail', () => {
  it('lists the messages, newest first, and opens one', async () => {
    await t.request('POST', '/api/contact', {
      body: { name: 'Lydia', email: 'lydia@example.com', message: 'Hello!' },
    });
    await t.runJobs();

    const list = await t.request('GET', '/api/admin/mail', { cookie: owner });
    expect(list.status).toBe(200);
    const { mail, nextCursor } = (await list.json()) as { mail: unknown[]; nextCursor: unknown };
    expect(nextCursor).toBeNull();
    const [first] = mail.map((m) => SentMailSchema.parse(m));
    expect(first).toMatchObject({
      to: OWNER_EMAIL,
      subject: 'Contact form: Lydia',
      transport: 'stored',
    });

    const one = await t.request('GET', `/api/admin/mail/${first!.id}`, { cookie: owner });
    const detail = SentMailDetailSchema.parse(((await one.json()) as { mail: unknown }).mail);
    expect(detail.text).toContain('Hello!');
    expect(detail.html).toContain('<html');

    expect(
      (
        await t.request('GET', '/api/admin/mail/00000000-0000-4000-8000-000000000000', {
          cookie: owner,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the mail screen', () => {
  it('is told that mail is kept (no SMTP_URL), so the menu lists it', async () => {
    const response = await t.request('GET', '/api/admin/mail/transport', { cookie: owner });
    expect(response.status).toBe(200);
    expect(MailTransportSchema.parse(await response.json())).toEqual({ transport: 'stored' });
  });

  it('pages through many messages, newest first, without skipping or repeating', async () => {
    // Several share one timestamp: the page boundary must still split them exactly.
    const stamp = new Date('2026-11-01T08:00:00.123Z');
    await t.db.insert(mailMessages).values(
      Array.from({ length: 70 }, (_, i) => ({
        to: `reader${i}@example.com`,
        from: 'Store <no-reply@localhost>',
        subject: `Bulk ${i}`,
        html: '<html></html>',
        text: '',
        transport: 'stored' as const,
        createdAt: i < 40 ? stamp : new Date(stamp.getTime() - i * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const response = await t.request('GET', `/api/admin/mail${query}`, { cookie: owner });
      expect(response.status).toBe(200);
      const page = MailPageSchema.parse(await response.json());
      expect(page.mail.length).toBeLessThanOrEqual(50);
      seen.push(...page.mail.map((m) => m.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(71);

    const bad = await t.request('GET', '/api/admin/mail?cursor=nope', { cookie: owner });
    expect(bad.status).toBe(400);
  });
});
