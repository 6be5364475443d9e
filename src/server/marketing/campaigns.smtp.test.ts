// With SMTP_URL set, each campaign copy goes through a real mail server (smtp-server) with
// its one-click unsubscribe headers, and a refused copy counts as failed.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SentCampaignSchema } from '../../shared/marketing/campaign.schema';
import { OutboxPageSchema } from '../../shared/site/mail-outbox.schema';
import { user } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';
import { userRoles } from '../db/schema/user-roles';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import {
  addSubscribers,
  campaign,
  campaignJobs,
  campaignList,
  runAllJobs,
  send,
} from '../test/campaign-fixtures';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

describe('campaigns over SMTP', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    // With SMTP the owner proves the address by an e-mailed link (owner-claim.test.ts); here
    // the role is arranged directly, as the claim would leave it.
    owner = await app.signUp(OWNER_EMAIL, 'Store Owner');
    const [account] = await app.db.select().from(user).where(eq(user.email, OWNER_EMAIL));
    await app.db.insert(userRoles).values({ userId: account!.id, role: 'admin' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('tells the Mail screen that mail goes out through the mail server', async () => {
    const response = await app.request('GET', '/api/admin/mail/transport', { cookie: owner });
    expect(await response.json()).toEqual({ transport: 'smtp' });
  });

  it('delivers each copy with the one-click headers, and counts delivered and failed', async () => {
    const emails = ['dan@example.com', 'eve@example.com'];
    await addSubscribers(app, owner, emails);
    // The owner's own verification mail goes out first, so the refusal below meets a campaign copy.
    await runAllJobs(app);
    const sent = SentCampaignSchema.parse(
      await (await send(app, owner, campaign('Over the wire'))).json(),
    );
    expect(sent.sentCount).toBe(2);
    // Queued long ago (one attempt each), and the mail server refuses the first message: that
    // one fails for good.
    const queued = await campaignJobs(app, sent.campaign.id);
    await app.db
      .update(jobs)
      .set({ giveUpAt: new Date(0) })
      .where(
        inArray(
          jobs.id,
          queued.map((job) => job.id),
        ),
      );
    smtp.clear();
    smtp.rejectNext(1);
    await runAllJobs(app);

    const listed = (await campaignList(app, owner)).find((c) => c.id === sent.campaign.id);
    expect(listed).toMatchObject({ recipients: 2, delivered: 1, failed: 1, pending: 0 });

    const [received, ...more] = smtp.messages.filter((m) => m.subject === 'Over the wire');
    expect(more).toEqual([]);
    expect(emails).toContain(received!.to[0]);
    expect(received!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(received!.headers['list-unsubscribe']!.replace(/^<|>$/g, ''));
    expect(link.origin + link.pathname).toBe('http://localhost:3000/api/newsletter/unsubscribe');
    expect(link.searchParams.get('email')).toBe(received!.to[0]);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{24}$/);

    // The refused copy waits in the owner's outbox, named by its recipient and subject; Retry
    // sends it, and the campaign counts it delivered.
    const refused = emails.find((email) => email !== received!.to[0]);
    const outbox = OutboxPageSchema.parse(
      await (await app.request('GET', '/api/admin/mail/outbox', { cookie: owner })).json(),
    );
    const waiting = outbox.mail.find((mail) => mail.subject === 'Over the wire');
    expect(waiting).toMatchObject({ to: refused, state: 'failed' });
    const retry = await app.request('POST', `/api/admin/mail/outbox/${waiting!.id}/retry`, {
      cookie: owner,
    });
    expect(retry.status).toBe(200);
    await runAllJobs(app);
    const copies = smtp.messages.filter((m) => m.subject === 'Over the wire');
    expect(copies.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    const after = (await campaignList(app, owner)).find((c) => c.id === sent.campaign.id);
    expect(after).toMatchObject({ recipients: 2, delivered: 2, failed: 0, pending: 0 });
  });
});
