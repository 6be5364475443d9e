import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SentMailDetailSchema, SentMailSchema } from '../../shared/site/mail.schema';
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
    const { mail } = (await list.json()) as { mail: unknown[] };
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
