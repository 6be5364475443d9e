import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={clsx('size-5 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
