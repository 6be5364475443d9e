import { Hono } from 'hono';
import {
  CampaignDraftSchema,
  CampaignSendHeadersSchema,
  SendCampaignSchema,
} from '../../shared/marketing/campaign.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validation';
import type { Services } from '../services';
import {
  listCampaigns,
  previewCampaign,
  sendCampaign,
  sendCampaignTest,
  type CampaignMailContext,
} from './campaigns.service';

/** The Newsletter Marketing composer (mounted behind requireAdmin). */
export function campaignAdminRoutes({
  db,
  clock,
  config,
  secret,
  onJobsQueued,
}: Pick<Services, 'db' | 'clock' | 'config' | 'secret' | 'onJobsQueued'>) {
  // Links and images in the mail, and the signed unsubscribe links.
  const mail: CampaignMailContext = { publicUrl: config.publicUrl, secret };
  return new Hono<AppEnv>()
    .post('/newsletter/preview', validate('json', CampaignDraftSchema), async (c) =>
      c.json(await previewCampaign(db, c.req.valid('json'), c.get('user')!.email, mail)),
    )
    .post('/newsletter/test', validate('json', SendCampaignSchema), async (c) => {
      const to = c.get('user')!.email;
      await sendCampaignTest(db, c.req.valid('json'), to, mail);
      onJobsQueued();
      return c.json({ to });
    })
    .get('/newsletter/campaigns', async (c) => c.json({ campaigns: await listCampaigns(db) }))
    .post(
      '/newsletter/campaigns',
      validate('json', SendCampaignSchema),
      validate('header', CampaignSendHeadersSchema),
      async (c) => {
        const { created, ...sent } = await sendCampaign(db, c.req.valid('json'), {
          idempotencyKey: c.req.valid('header')['idempotency-key'],
          userId: c.get('user')!.id,
          now: clock(),
        });
        if (created && sent.sentCount > 0) onJobsQueued();
        // A key seen before answers with its campaign, as it was first answered, but 200.
        return c.json(sent, created ? 201 : 200);
      },
    );
}
