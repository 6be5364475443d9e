import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-neutral-800',
  secondary: 'border border-ink bg-paper text-ink hover:bg-ink hover:text-paper',
  ghost: 'text-ink hover:bg-surface',
  accent: 'bg-accent text-white hover:bg-accent-strong',
  inverse: 'bg-paper text-ink hover:bg-neutral-200',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-xs',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-8 text-sm',
  icon: 'size-10',
};

/**
 * The button look, for links that act as buttons too.
 * @example <Link className={buttonStyles({ variant: 'secondary' })} to="/">Back</Link>
 */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-none font-semibold tracking-wider uppercase transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}
