// Campaign test helpers: a draft, sending it, reading the list, running its paced jobs.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CampaignDraftInput, CampaignSummary } from '../../shared/marketing/campaign.schema';
import { newsletterCampaignRecipients } from '../db/schema/campaigns';
import { jobs } from '../db/schema/jobs';
import { CAMPAIGN_MAIL } from '../marketing/campaigns.service';
import type { TestApp } from './test-app';

export const campaign = (subjectLine: string): CampaignDraftInput => ({
  subjectLine,
  previewText: 'New drops inside',
  emailContent: {
    title: 'Winter Collection',
    subtitle: 'Warm and faithful',
    mainImage: '/uploads/winter.webp',
    bodyText: 'Our winter hoodies are here.\n\nMade to order.',
    ctaText: '',
    ctaLink: '',
    promoCode: 'winter15',
    promoText: '15% off this week',
  },
});

let keySequence = 0;
export const newKey = () => `campaign-key-${Date.now()}-${keySequence++}`;

export async function addSubscribers(app: TestApp, cookie: string, emails: string[]) {
  for (const email of emails) {
    const response = await app.request('POST', '/api/admin/subscribers', {
      cookie,
      body: { email, phone: '' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

export async function send(
  app: TestApp,
  cookie: string,
  body: unknown,
  key: string | null = newKey(),
) {
  return app.request('POST', '/api/admin/newsletter/campaigns', {
    cookie,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

export async function campaignList(app: TestApp, cookie: string): Promise<CampaignSummary[]> {
  const response = await app.request('GET', '/api/admin/newsletter/campaigns', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { campaigns: CampaignSummary[] }).campaigns;
}

/** Runs every queued job, the campaign copies paced into the next seconds included. */
export async function runAllJobs(app: TestApp) {
  await app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, CAMPAIGN_MAIL), eq(jobs.status, 'pending')));
  await app.runJobs();
}

export async function campaignJobs(app: TestApp, campaignId: string) {
  const recipientIds = (
    await app.db
      .select({ id: newsletterCampaignRecipients.id })
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.campaignId, campaignId))
  ).map((row) => row.id);
  const rows = await app.db.select().from(jobs).where(eq(jobs.kind, CAMPAIGN_MAIL));
  return rows.filter((job) =>
    recipientIds.includes((job.payload as { recipientId: string }).recipientId),
  );
}
