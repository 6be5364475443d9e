import { Radio } from 'lucide-react';
import { StatCard, statFigure } from '../dashboard/stat-card';
import { useLiveVisitors } from './queries';

/** The dashboard's live visitor count, kept current by the admin feed. */
export function LiveVisitorsCard() {
  const liveVisitors = useLiveVisitors();
  const value = statFigure(liveVisitors.data?.count, liveVisitors.isError);
  return <StatCard label="Live Visitors" value={value} icon={Radio} />;
}
