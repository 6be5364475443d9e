import { clsx } from 'clsx';

export interface PriceProps {
  /** What the shopper pays, already formatted ("$27.99" or "$27.99 - $32.79"). */
  value: string;
  /** The price before a discount; shown struck through when it differs from `value`. */
  original?: string | null;
  className?: string;
}

/**
 * A price, with the undiscounted one struck through during a sale. The struck price is named
 * for screen readers too: a line through text is not announced.
 */
export function Price({ value, original, className }: PriceProps) {
  const discounted = Boolean(original) && original !== value;
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {discounted ? <span className="sr-only">Sale price:</span> : null}
      <span className={discounted ? 'text-accent' : undefined}>{value}</span>
      {discounted ? (
        <>
          <span className="sr-only">Original price:</span>
          <del className="text-[0.85em] text-muted">{original}</del>
        </>
      ) : null}
    </span>
  );
}
