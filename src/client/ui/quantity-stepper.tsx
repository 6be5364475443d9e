import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Disables the minus button only (at the page's minimum). */
  decreaseDisabled?: boolean;
  /** Disables the whole stepper. */
  disabled?: boolean;
  /** Names the group for screen readers, e.g. "Quantity" or "Quantity of Blessed Baller Tee". */
  label?: string;
  className?: string;
}

const stepButton =
  'inline-flex size-11 items-center justify-center transition-colors hover:bg-surface disabled:pointer-events-none disabled:opacity-40';

export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  disabled = false,
  label = 'Quantity',
  className,
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx('inline-flex items-center border border-line', className)}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        onClick={onDecrease}
        disabled={disabled || decreaseDisabled}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        className="min-w-10 text-center text-sm font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={onIncrease}
        disabled={disabled}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
