import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'role' | 'type'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off control: a button with role "switch" (WAI-ARIA switch pattern; Space and Enter
 * toggle it as a button). Name it with a <Label htmlFor> or `aria-label`. A plain button rather
 * than Radix's Switch: see dialog.tsx.
 */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={clsx(
        'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'bg-neutral-300 aria-checked:bg-ink disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none block size-5 rounded-full bg-paper shadow transition-transform group-aria-checked:translate-x-5"
      />
    </button>
  );
}
