import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../ui/card';

const count = new Intl.NumberFormat('en-US');

/**
 * A count as a card shows it: '…' while it loads, '—' once it could not be loaded (the card
 * must not look as if it were still loading).
 * @example statFigure(1234, false) // "1,234"
 */
export function statFigure(value: number | undefined, failed: boolean): string {
  if (value !== undefined) return count.format(value);
  return failed ? '—' : '…';
}

export interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** A line beneath the figure (e.g. "3 unsubscribed"). */
  note?: string | undefined;
}

export function StatCard({ label, value, icon: Icon, note }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-muted uppercase">{label}</p>
          <p className="mt-2 font-display text-2xl tracking-tight break-words tabular-nums">
            {value}
          </p>
          {note ? <p className="mt-1 text-xs text-neutral-600">{note}</p> : null}
        </div>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </CardContent>
    </Card>
  );
}
