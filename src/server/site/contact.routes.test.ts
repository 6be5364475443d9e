import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/site';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/contact', () => {
  it('keeps the message, trimmed, and e-mails it to the owner with reply-to the shopper', async () => {
    const response = await t.request('POST', '/api/contact', {
      body: { name: '  Lydia ', email: ' lydia@example.com ', message: ' Is the hoodie warm? ' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const rows = await t.db.select().from(contactMessages);
    expect(rows).toMatchObject([
      { name: 'Lydia', email: 'lydia@example.com', message: 'Is the hoodie warm?' },
    ]);

    expect(await t.runJobs()).toBe(1);
    const [mail] = await t.sentMail();
    expect(mail).toMatchObject({
      to: OWNER_EMAIL,
      subject: 'Contact form: Lydia',
      transport: 'stored',
    });
    expect(mail?.text).toContain('Is the hoodie warm?');
    expect(mail?.headers).toMatchObject({});
  });

  it.each([
    [{ name: '   ', email: 'a@example.com', message: 'Hi' }, 'Name is required'],
    [{ name: 'A', email: 'not-an-email', message: 'Hi' }, 'Invalid email'],
    [{ name: 'A', email: 'a@example.com', message: '  ' }, 'Message is required'],
    [
      { name: 'x'.repeat(101), email: 'a@example.com', message: 'Hi' },
      'Name must be less than 100 characters',
    ],
    [
      { name: 'A', email: `${'x'.repeat(250)}@example.com`, message: 'Hi' },
      'Email must be less than 255 characters',
    ],
    [
      { name: 'A', email: 'a@example.com', message: 'x'.repeat(1001) },
      'Message must be less than 1000 characters',
    ],
    [{ email: 'a@example.com', message: 'Hi' }, 'Name is required'],
  ])('refuses %j with "%s" and keeps nothing', async (body, message) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const response = await t.request('POST', '/api/contact', { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });
});
