import { Radio } from 'lucide-react';
import { StatCard } from '../dashboard/stat-card';
import { useLiveVisitors } from './queries';

const count = new Intl.NumberFormat('en-US');

/** The dashboard's live visitor count, kept current by the admin feed. */
export function LiveVisitorsCard() {
  const liveVisitors = useLiveVisitors();
  const value = liveVisitors.isSuccess
    ? count.format(liveVisitors.data.count)
    : liveVisitors.isError
      ? '—'
      : '…';
  return <StatCard label="Live Visitors" value={value} icon={Radio} />;
}
