import { LoadMore } from '../common/load-more';
import { Mail, Plus, Tag, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import type { AdminSubscriber } from '../../../shared/marketing/subscriber.schema';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { FormDialog, type FormDialogTarget } from '../common/form-dialog';
import { ListPage } from '../common/list-page';
import { pagedList } from '../common/paged-list';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { StatCard, statFigure } from '../dashboard/stat-card';
import { useDeleteSubscriber, useSubscribers, useSubscriberStats } from '../subscribers/queries';
import {
  CONFIRM_DELETE_SUBSCRIBER,
  FAILED_TO_DELETE_SUBSCRIBER,
  FAILED_TO_LOAD_SUBSCRIBERS,
  NO_SUBSCRIBERS_YET,
} from '../subscribers/subscriber-messages';
import { AddSubscriberForm } from './add-subscriber-form';
import { CampaignComposer } from './campaign-composer';
import { CampaignList } from './campaign-list';

/** This screen's toast (the Subscribers page says "Subscriber deleted"). */
export const SUBSCRIBER_DELETED_SUCCESSFULLY = 'Subscriber deleted successfully';

function SubscriberItem({
  subscriber,
  onDelete,
}: {
  subscriber: AdminSubscriber;
  onDelete: () => void;
}) {
  const unusedCode = subscriber.discountCode && !subscriber.discountUsed;
  return (
    <div className="flex items-start gap-3 p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-all">{subscriber.email}</p>
          {subscriber.isActive ? null : <Badge tone="grey">Unsubscribed</Badge>}
        </div>
        <p className="text-sm text-neutral-600">
          {[
            subscriber.phone,
            `Joined ${formatDate(subscriber.subscribedAt)}`,
            subscriber.unsubscribedAt
              ? `Unsubscribed ${formatDate(subscriber.unsubscribedAt)}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {unusedCode ? (
          <p className="text-sm">
            Code: <span className="font-mono">{subscriber.discountCode}</span>
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${subscriber.email}`}
        onClick={onDelete}
        className="text-accent hover:bg-accent-soft"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

export function NewsletterPage({ title }: AdminScreenProps) {
  const stats = useSubscriberStats();
  const subscribers = useSubscribers('');
  const [adding, setAdding] = useState<FormDialogTarget<AdminSubscriber>>(null);
  const deletion = useConfirmDelete<AdminSubscriber>(useDeleteSubscriber(), {
    title: 'Delete subscriber',
    question: CONFIRM_DELETE_SUBSCRIBER,
    deleted: SUBSCRIBER_DELETED_SUCCESSFULLY,
    failed: FAILED_TO_DELETE_SUBSCRIBER,
  });

  return (
    <ListPage
      title={title}
      wide
      description="Send promotional emails to your subscribers and manage the list."
      query={pagedList(subscribers, (page) => page.subscribers)}
      texts={{
        loading: 'Loading subscribers',
        failed: FAILED_TO_LOAD_SUBSCRIBERS,
        empty: NO_SUBSCRIBERS_YET,
        emptyHint: 'Shoppers join from the popup and the home page, or add one here.',
      }}
      emptyIcon={Mail}
      listLabel="Subscribers"
      scroll
      beforeList={
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label="Active Subscribers"
              value={statFigure(stats.data?.active, stats.isError)}
              note={
                stats.data
                  ? `${statFigure(stats.data.unsubscribed, false)} unsubscribed`
                  : undefined
              }
              icon={Users}
            />
            <StatCard
              label="New This Month"
              value={statFigure(stats.data?.newThisMonth, stats.isError)}
              icon={UserPlus}
            />
            <StatCard
              label="Unused Discounts"
              value={statFigure(stats.data?.unusedDiscounts, stats.isError)}
              icon={Tag}
            />
          </div>
          <CampaignComposer activeSubscribers={stats.data?.active} />
          <CampaignList />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-display text-xl tracking-tight uppercase">Subscribers</h2>
            <Button onClick={() => setAdding('new')}>
              <Plus aria-hidden="true" className="size-4" />
              Add Subscriber
            </Button>
          </div>
        </>
      }
      renderItem={(subscriber) => (
        <SubscriberItem subscriber={subscriber} onDelete={() => deletion.ask(subscriber)} />
      )}
    >
      <LoadMore query={subscribers} />
      <FormDialog
        target={adding}
        onClose={() => setAdding(null)}
        titles={{ add: 'Add Subscriber', edit: 'Add Subscriber' }}
      >
        {() => <AddSubscriberForm onDone={() => setAdding(null)} />}
      </FormDialog>
      <ConfirmDialog {...deletion.dialog} />
    </ListPage>
  );
}
