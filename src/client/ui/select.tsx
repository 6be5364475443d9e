import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native <select>: phones show their own picker, and it needs no script of its own.
 * Name it with a <Label htmlFor> or `aria-label`.
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <span className={clsx('relative block', className)}>
      <select
        className={clsx(
          'h-11 w-full appearance-none border border-line bg-paper pr-9 pl-3 text-base text-ink sm:text-sm',
          'focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
          'aria-invalid:border-accent disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </span>
  );
}
