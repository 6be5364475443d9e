import { Send } from 'lucide-react';
import type { CampaignSummary } from '../../../shared/marketing/campaign.schema';
import { Card, CardContent } from '../../ui/card';
import { Progress } from '../../ui/progress';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useCampaigns } from './queries';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function CampaignRow({ campaign }: { campaign: CampaignSummary }) {
  const settled = campaign.delivered + campaign.failed + campaign.skipped;
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words">{campaign.subject}</p>
        <p className="text-sm text-neutral-600">{sentAt.format(new Date(campaign.sentAt))}</p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-neutral-600">Recipients</dt>
          <dd className="font-semibold tabular-nums">{campaign.recipients}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-neutral-600">Delivered</dt>
          <dd className="font-semibold tabular-nums">{campaign.delivered}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-neutral-600">Failed</dt>
          <dd className="font-semibold tabular-nums">{campaign.failed}</dd>
        </div>
        {campaign.skipped > 0 ? (
          <div className="flex gap-1">
            <dt className="text-neutral-600">Unsubscribed before sending</dt>
            <dd className="font-semibold tabular-nums">{campaign.skipped}</dd>
          </div>
        ) : null}
      </dl>
      {campaign.pending > 0 ? (
        <div className="space-y-1">
          <Progress
            value={(settled / Math.max(1, campaign.recipients)) * 100}
            label={`Sending ${campaign.subject}`}
          />
          <p className="text-xs text-neutral-600">Sending… {campaign.pending} to go</p>
        </div>
      ) : null}
    </li>
  );
}

/** The campaigns sent, newest first, with their progress while mails go out. */
export function CampaignList() {
  const campaigns = useCampaigns();
  let body;
  if (campaigns.isPending) body = <LoadingState label="Loading campaigns" />;
  else if (campaigns.error)
    body = (
      <ErrorState
        title="Failed to load campaigns"
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
      />
    );
  else if (campaigns.data.length === 0)
    body = (
      <CardContent>
        <EmptyState icon={Send} title="No campaigns sent yet" />
      </CardContent>
    );
  else
    body = (
      <ul aria-label="Sent campaigns" className="divide-y divide-line">
        {campaigns.data.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} />
        ))}
      </ul>
    );
  return (
    <Card>
      <h2 className="border-b border-line p-5 text-sm font-semibold tracking-wider uppercase">
        Sent Campaigns
      </h2>
      {body}
    </Card>
  );
}
