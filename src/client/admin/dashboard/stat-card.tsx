import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../ui/card';

export interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
}

export function StatCard({ label, value, icon: Icon }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-muted uppercase">{label}</p>
          <p className="mt-2 font-display text-2xl tracking-tight break-words tabular-nums">
            {value}
          </p>
        </div>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </CardContent>
    </Card>
  );
}
