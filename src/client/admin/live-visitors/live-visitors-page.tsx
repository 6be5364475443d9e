import { Monitor, Smartphone, Users } from 'lucide-react';
import { formatTimeOnline, type LiveVisitor } from '../../../shared/realtime/presence.schema';
import { Card, CardContent } from '../../ui/card';
import type { AdminScreenProps } from '../common/admin-screen';
import { PageHeader } from '../common/page-header';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useLiveVisitors, useNow } from './queries';

// Spec admin §2 Live Visitors.
export const NO_VISITORS = 'No visitors online right now';
export const FAILED_TO_LOAD_VISITORS = 'Failed to load live visitors';

const count = new Intl.NumberFormat('en-US');

function VisitorRow({
  visitor,
  number,
  now,
}: {
  visitor: LiveVisitor;
  number: number;
  now: number;
}) {
  const DeviceIcon = visitor.device === 'Mobile' ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
      <span className="font-semibold">Visitor #{number}</span>
      <span className="inline-flex items-center gap-1.5 text-sm">
        <DeviceIcon aria-hidden="true" className="size-4" />
        {visitor.device}
      </span>
      <span className="text-sm text-neutral-600 tabular-nums">
        Online {formatTimeOnline(now - Date.parse(visitor.onlineAt))}
      </span>
      <span className="w-full min-w-0 text-sm break-all sm:ml-auto sm:w-auto">
        <span className="text-neutral-600">Viewing </span>
        <code className="font-mono">{visitor.path}</code>
      </span>
    </li>
  );
}

export function LiveVisitorsPage({ title }: AdminScreenProps) {
  const liveVisitors = useLiveVisitors();
  const now = useNow();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={title}
        description="Open storefront tabs right now, updated as visitors come and go. Your own tabs are not counted."
      />
      {liveVisitors.isPending ? (
        <LoadingState label="Loading live visitors" />
      ) : liveVisitors.isError ? (
        <ErrorState
          title={FAILED_TO_LOAD_VISITORS}
          error={liveVisitors.error}
          onRetry={() => void liveVisitors.refetch()}
        />
      ) : (
        <>
          <Card>
            <CardContent className="flex items-center justify-between gap-3">
              <div>
                <p className="text-xs font-semibold tracking-widest text-neutral-600 uppercase">
                  Active Visitors
                </p>
                <p
                  className="mt-2 font-display text-4xl tracking-tight tabular-nums"
                  aria-live="polite"
                >
                  {count.format(liveVisitors.data.count)}
                </p>
              </div>
              <Users aria-hidden="true" className="size-6 text-muted" />
            </CardContent>
          </Card>
          {liveVisitors.data.visitors.length === 0 ? (
            <EmptyState icon={Users} title={NO_VISITORS} />
          ) : (
            <Card>
              <ul aria-label="Visitors online" className="divide-y divide-line">
                {liveVisitors.data.visitors.map((visitor, index) => (
                  <VisitorRow key={visitor.id} visitor={visitor} number={index + 1} now={now} />
                ))}
              </ul>
              {liveVisitors.data.count > liveVisitors.data.visitors.length ? (
                <p className="border-t border-line px-5 py-4 text-sm text-neutral-600">
                  and {count.format(liveVisitors.data.count - liveVisitors.data.visitors.length)}{' '}
                  more
                </p>
              ) : null}
            </Card>
          )}
        </>
      )}
    </div>
  );
}
