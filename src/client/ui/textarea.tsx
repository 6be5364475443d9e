import { clsx } from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={clsx(
        'w-full border border-line bg-paper px-3 py-2.5 text-base text-ink placeholder:text-muted sm:text-sm',
        'focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-accent disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
