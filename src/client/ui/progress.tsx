import { clsx } from 'clsx';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** Names the bar for screen readers, e.g. "Uploading shirt.png". */
  label: string;
  className?: string;
}

/** A determinate progress bar (role "progressbar" with its value). */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-1.5 w-full overflow-hidden bg-line', className)}
    >
      <div className="h-full bg-ink transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
