import { clsx } from 'clsx';
import { Check } from 'lucide-react';

export type CheckoutStep = 'shipping' | 'payment' | 'instructions';

const STEPS: readonly { id: CheckoutStep; label: string }[] = [
  { id: 'shipping', label: 'Shipping' },
  { id: 'payment', label: 'Payment' },
  { id: 'instructions', label: 'Instructions' },
];

/** Where the shopper is in the three steps of spec §2 (Checkout). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  return (
    <ol aria-label="Checkout steps" className="flex items-center gap-x-3 sm:gap-x-6">
      {STEPS.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step.id}
            aria-current={active ? 'step' : undefined}
            className={clsx(
              // Tighter on a phone, so the three steps stay on one line.
              'flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase sm:gap-2 sm:tracking-wider',
              active ? 'text-ink' : 'text-muted',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'inline-flex size-6 items-center justify-center rounded-full border text-[11px]',
                active || done ? 'border-ink bg-ink text-paper' : 'border-line',
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            {step.label}
          </li>
        );
      })}
    </ol>
  );
}
