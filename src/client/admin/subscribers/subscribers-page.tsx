import { LoadMore } from '../common/load-more';
import { Mail, Trash2, UserCheck, UserX, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { formatDate } from '../../../shared/format/date';
import type { AdminSubscriber } from '../../../shared/marketing/subscriber.schema';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { AdminScreenProps } from '../common/admin-screen';
import { ExportCsvLink } from '../common/export-csv-link';
import { ListPage } from '../common/list-page';
import { pagedList } from '../common/paged-list';
import { StatCard, statFigure } from '../dashboard/stat-card';
import {
  useDeleteSubscriber,
  useSubscribers,
  useSubscriberStats,
  subscribersExportPath,
} from './queries';
import {
  CONFIRM_DELETE_SUBSCRIBER,
  FAILED_TO_DELETE_SUBSCRIBER,
  FAILED_TO_LOAD_SUBSCRIBERS,
  NO_SUBSCRIBERS_FOUND,
  NO_SUBSCRIBERS_YET,
} from './subscriber-messages';
import { SubscriberSearch } from './subscriber-search';

/** This page's toast (the Newsletter screen says "Subscriber deleted successfully"). */
export const SUBSCRIBER_DELETED = 'Subscriber deleted';

function SubscriberRow({
  subscriber,
  deleting,
  onDelete,
}: {
  subscriber: AdminSubscriber;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td className="px-4 py-3 font-medium break-all">{subscriber.email}</td>
      <td className="px-4 py-3 whitespace-nowrap">{subscriber.phone ?? '—'}</td>
      <td className="px-4 py-3">
        {subscriber.isActive ? (
          <Badge tone="green">Active</Badge>
        ) : (
          <Badge tone="grey">Unsubscribed</Badge>
        )}
      </td>
      <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">
        {subscriber.discountCode ? (
          <>
            {subscriber.discountCode}
            {subscriber.discountUsed ? <span className="ml-1 font-sans">(used)</span> : null}
          </>
        ) : (
          '—'
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(subscriber.subscribedAt)}</td>
      <td className="px-4 py-3 text-right">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${subscriber.email}`}
          onClick={onDelete}
          disabled={deleting}
          className="text-accent hover:bg-accent-soft"
        >
          {deleting ? (
            <Spinner className="size-4" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
        </Button>
      </td>
    </tr>
  );
}

export function SubscribersPage({ title }: AdminScreenProps) {
  const [q, setQ] = useState('');
  const stats = useSubscriberStats();
  const subscribers = useSubscribers(q);
  // On the page, not in the row: the deleted row unmounts when the list refetches, and a
  // mutation's own callbacks (the toast) are dropped once its component has gone.
  const deletion = useDeleteSubscriber();
  // Spec admin §5: a browser confirm on this page (the Newsletter screen has a dialog).
  const onDelete = (subscriber: AdminSubscriber) => {
    if (!window.confirm(CONFIRM_DELETE_SUBSCRIBER)) return;
    deletion.mutate(subscriber.id, {
      onSuccess: () => toast.success(SUBSCRIBER_DELETED),
      onError: (error) => {
        console.error(FAILED_TO_DELETE_SUBSCRIBER, error);
        toast.error(FAILED_TO_DELETE_SUBSCRIBER);
      },
    });
  };
  const figure = (value: number | undefined) => statFigure(value, stats.isError);

  return (
    <ListPage
      title={title}
      wide
      description="Everyone who joined the newsletter, newest first."
      actions={<ExportCsvLink href={subscribersExportPath(q)} />}
      query={pagedList(subscribers, (page) => page.subscribers)}
      texts={{
        loading: 'Loading subscribers',
        failed: FAILED_TO_LOAD_SUBSCRIBERS,
        empty: q ? NO_SUBSCRIBERS_FOUND : NO_SUBSCRIBERS_YET,
      }}
      emptyIcon={Mail}
      listLabel="Subscribers"
      beforeList={
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total" value={figure(stats.data?.total)} icon={Users} />
            <StatCard label="Active" value={figure(stats.data?.active)} icon={UserCheck} />
            <StatCard label="Unsubscribed" value={figure(stats.data?.unsubscribed)} icon={UserX} />
          </div>
          <SubscriberSearch onSearch={setQ} />
        </>
      }
      tableHead={
        <tr>
          <th scope="col" className="px-4 py-3">
            Email
          </th>
          <th scope="col" className="px-4 py-3">
            Phone
          </th>
          <th scope="col" className="px-4 py-3">
            Status
          </th>
          <th scope="col" className="px-4 py-3">
            Discount Code
          </th>
          <th scope="col" className="px-4 py-3">
            Subscribed
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            Actions
          </th>
        </tr>
      }
      renderItem={(subscriber) => (
        <SubscriberRow
          key={subscriber.id}
          subscriber={subscriber}
          deleting={deletion.isPending && deletion.variables === subscriber.id}
          onDelete={() => onDelete(subscriber)}
        />
      )}
    >
      <LoadMore query={subscribers} />
    </ListPage>
  );
}
