import { clsx } from 'clsx';
import type { LabelHTMLAttributes } from 'react';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={clsx('block text-xs font-semibold tracking-wider uppercase', className)}
      {...props}
    />
  );
}
