// The owner's promotional e-mail: preview, test, send to every active subscriber through the
// durable queue (one job each, own unsubscribe link, one-click headers), and its progress.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignPreviewSchema, SentCampaignSchema } from '../../shared/marketing/campaign.schema';
import { jobs } from '../db/schema/jobs';
import { emailSubscribers } from '../db/schema/marketing';
import {
  addSubscribers,
  campaign,
  campaignJobs,
  campaignList,
  newKey,
  runAllJobs,
  send,
} from '../test/campaign-fixtures';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';
import { CAMPAIGN_MAIL } from './campaigns.service';

describe('campaigns without SMTP (mail kept)', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUpOwner();
  });
  afterAll(() => t.close());

  it('refuses a campaign without subject line, title or body text', async () => {
    for (const body of [
      { ...campaign(''), subjectLine: '' },
      { ...campaign('Hi'), emailContent: { ...campaign('Hi').emailContent, title: '  ' } },
      { subjectLine: 'Hi', emailContent: { title: 'T' } },
      {},
    ]) {
      for (const path of ['/api/admin/newsletter/campaigns', '/api/admin/newsletter/test']) {
        const response = await t.request('POST', path, {
          cookie: owner,
          body,
          headers: { 'Idempotency-Key': newKey() },
        });
        expect(response.status, path).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'invalid_request', message: 'Please fill in all required fields' },
        });
      }
    }
    const noKey = await send(t, owner, campaign('No key'), null);
    expect(noKey.status).toBe(400);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, CAMPAIGN_MAIL))).toEqual([]);
  });

  it('previews with the sending template, defaults filled in, promo code upper-cased', async () => {
    const response = await t.request('POST', '/api/admin/newsletter/preview', {
      cookie: owner,
      body: campaign('Winter is here'),
    });
    expect(response.status).toBe(200);
    const preview = CampaignPreviewSchema.parse(await response.json());
    expect(preview.subject).toBe('Winter is here');
    expect(preview.html).toContain('Winter Collection');
    expect(preview.html).toContain('WINTER15');
    expect(preview.html).toContain('Shop Now');
    expect(preview.html).toContain('href="http://localhost:3000/products"');
    expect(preview.html).toContain('src="http://localhost:3000/uploads/winter.webp"');
    // An empty draft previews too (the composer renders it while the owner types).
    const empty = await t.request('POST', '/api/admin/newsletter/preview', {
      cookie: owner,
      body: {},
    });
    expect(empty.status).toBe(200);
  });

  it('sends a test to the owner only', async () => {
    const response = await t.request('POST', '/api/admin/newsletter/test', {
      cookie: owner,
      body: campaign('Test run'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ to: OWNER_EMAIL });
    await runAllJobs(t);
    const [mail] = await t.sentMail();
    expect(mail).toMatchObject({ to: OWNER_EMAIL, subject: '[Test] Test run' });
    expect(mail!.text).toContain('WINTER15');
  });

  it('queues one job per active subscriber, each mail with its own unsubscribe link', async () => {
    const active = ['ana@example.com', 'ben@example.com', 'cy@example.com'];
    await addSubscribers(t, owner, [...active, 'gone@example.com']);
    await t.db
      .update(emailSubscribers)
      .set({ isActive: false, unsubscribedAt: new Date() })
      .where(eq(emailSubscribers.email, 'gone@example.com'));
    const mailBefore = (await t.sentMail()).length;

    const response = await send(t, owner, campaign('Winter is here'));
    expect(response.status, await response.clone().text()).toBe(201);
    const sent = SentCampaignSchema.parse(await response.json());
    expect(sent.sentCount).toBe(3);
    expect(sent.campaign).toMatchObject({ subject: 'Winter is here', recipients: 3, pending: 3 });
    const queued = await campaignJobs(t, sent.campaign.id);
    expect(queued).toHaveLength(3);
    // Paced: the copies come due a tenth of a second apart, not all at once.
    const due = queued.map((job) => job.runAt.getTime()).sort((a, b) => a - b);
    expect(due[2]! - due[0]!).toBeGreaterThanOrEqual(200);

    // Queued, not yet sent: the owner sees it pending.
    expect((await campaignList(t, owner))[0]).toMatchObject({
      id: sent.campaign.id,
      delivered: 0,
      failed: 0,
      pending: 3,
    });

    await runAllJobs(t);
    const mail = (await t.sentMail()).slice(0, (await t.sentMail()).length - mailBefore);
    expect(mail.map((m) => m.to).sort()).toEqual(active);
    const tokens = new Set<string>();
    for (const message of mail) {
      expect(message.subject).toBe('Winter is here');
      expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const header = new URL(message.headers['List-Unsubscribe']!.slice(1, -1));
      expect(header.searchParams.get('email')).toBe(message.to);
      const token = header.searchParams.get('token')!;
      tokens.add(token);
      // The footer link is the same signed link, for the unsubscribe page.
      expect(message.html).toContain(
        `/unsubscribe?email=${encodeURIComponent(message.to)}&amp;token=${token}`,
      );
    }
    expect(tokens.size).toBe(3);
    expect(mail.some((m) => m.to === 'gone@example.com')).toBe(false);
    expect((await campaignList(t, owner))[0]).toMatchObject({
      delivered: 3,
      failed: 0,
      pending: 0,
    });
  });

  it('never sends one campaign twice: the same key answers with the first campaign', async () => {
    const key = newKey();
    const first = SentCampaignSchema.parse(
      await (await send(t, owner, campaign('Only once'), key)).json(),
    );
    const again = await send(t, owner, campaign('Only once'), key);
    expect(again.status).toBe(200);
    const second = SentCampaignSchema.parse(await again.json());
    expect(second.campaign.id).toBe(first.campaign.id);
    expect(second.sentCount).toBe(first.sentCount);
    expect(await campaignJobs(t, first.campaign.id)).toHaveLength(first.sentCount);
    expect((await campaignList(t, owner)).filter((c) => c.subject === 'Only once')).toHaveLength(1);

    // A double click: both requests at once, one campaign.
    const raceKey = newKey();
    const answers = await Promise.all([
      send(t, owner, campaign('Double click'), raceKey),
      send(t, owner, campaign('Double click'), raceKey),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const listed = (await campaignList(t, owner)).filter((c) => c.subject === 'Double click');
    expect(listed).toHaveLength(1);
    expect(await campaignJobs(t, listed[0]!.id)).toHaveLength(3);
    await runAllJobs(t);
  });

  it('skips a subscriber who unsubscribed between Send and their turn', async () => {
    const sent = SentCampaignSchema.parse(
      await (await send(t, owner, campaign('Late leaver'))).json(),
    );
    await t.db
      .update(emailSubscribers)
      .set({ isActive: false, unsubscribedAt: new Date() })
      .where(eq(emailSubscribers.email, 'cy@example.com'));
    await runAllJobs(t);
    const listed = (await campaignList(t, owner)).find((c) => c.id === sent.campaign.id);
    expect(listed).toMatchObject({ recipients: 3, delivered: 2, skipped: 1, pending: 0 });
    const mail = await t.sentMail();
    expect(mail.filter((m) => m.subject === 'Late leaver').map((m) => m.to)).not.toContain(
      'cy@example.com',
    );
  });

  it("unsubscribes with the campaign mail's one-click link, and refuses a bad token", async () => {
    const [mail] = (await t.sentMail()).filter((m) => m.to === 'ana@example.com');
    const link = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const bad = new URL(link);
    bad.searchParams.set('token', 'not-the-right-token');
    const refused = await t.app.request(bad.pathname + bad.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    const row = async () =>
      (
        await t.db
          .select()
          .from(emailSubscribers)
          .where(eq(emailSubscribers.email, 'ana@example.com'))
      )[0];
    expect((await row())?.isActive).toBe(true);

    const done = await t.app.request(link.pathname + link.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect((await row())?.isActive).toBe(false);

    // The next campaign leaves the address out.
    const next = SentCampaignSchema.parse(
      await (await send(t, owner, campaign('After unsubscribe'))).json(),
    );
    expect(next.sentCount).toBe(1);
  });

  it('limits unsubscribe attempts per client address', async () => {
    const from = '10.9.8.7';
    let last = 0;
    for (let i = 0; i < 61; i++) {
      const response = await t.request('POST', '/api/newsletter/unsubscribe', {
        from,
        body: { email: 'someone@example.com', token: 'wrong' },
      });
      last = response.status;
      if (i < 60) expect(response.status).toBe(400);
    }
    expect(last).toBe(429);
  });
});
