import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Spinner } from '../../ui/spinner';

// The three states every admin list and form shares (spec admin §4 "Lists": loading and
// empty; §8: a failed load names what failed).

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

export interface ErrorStateProps {
  /** The spec's text, e.g. "Failed to load products". */
  title: string;
  error?: Error | null;
  onRetry?: () => void;
}

export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  return (
    <Card role="alert">
      <CardContent className="space-y-4">
        <p className="font-semibold">{title}</p>
        {error?.message ? <p className="text-sm text-muted">{error.message}</p> : null}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 border border-dashed border-line bg-paper px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted" />
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}
