import { clsx } from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={clsx(
        'h-11 w-full border border-line bg-paper px-3 text-base text-ink placeholder:text-muted sm:text-sm',
        'focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-accent disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
