import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export type BadgeTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey' | 'ink';

// Dark text on pale fills: every pair passes WCAG AA contrast for small text.
const tones: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900',
  blue: 'bg-blue-100 text-blue-900',
  purple: 'bg-purple-100 text-purple-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  grey: 'bg-neutral-100 text-neutral-800',
  ink: 'bg-ink text-paper',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short label on a coloured ground (a status, a flag). The colour never carries the meaning alone. */
export function Badge({ tone = 'grey', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center px-2 py-0.5 text-[11px] font-bold tracking-wider whitespace-nowrap uppercase',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
