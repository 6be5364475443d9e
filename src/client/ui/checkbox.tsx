import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible text; the wrapping <label> makes it the checkbox's name. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label: works with react-hook-form's `register` and on phones. */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={clsx(
        'inline-flex min-h-9 cursor-pointer items-center gap-2.5 text-sm select-none',
        props.disabled && 'cursor-not-allowed opacity-50',
        className,
      )}
    >
      <input type="checkbox" className="size-4 shrink-0 accent-ink" {...props} />
      <span>{label}</span>
    </label>
  );
}
