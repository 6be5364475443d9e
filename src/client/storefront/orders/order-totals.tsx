import { clsx } from 'clsx';
import { formatMoney } from '../../../shared/format/money';
import type { CartTotals } from '../../../shared/pricing/pricing';

export interface OrderTotalsProps {
  /** In cents: the cart's estimate, or what an order was saved with. */
  totals: CartTotals;
  /** Shown as "Discount (n%)" (spec §9). */
  discountPercentage: number | null;
  className?: string;
}

/** Subtotal, discount, shipping and total, as the cart, the checkout and every order show them. */
export function OrderTotals({
  totals: { subtotalCents, discountCents, shippingCents, totalCents },
  discountPercentage,
  className,
}: OrderTotalsProps) {
  return (
    <dl className={clsx('space-y-2 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(subtotalCents)}</dd>
      </div>
      {discountCents > 0 ? (
        <div className="flex justify-between gap-4 text-accent">
          <dt>{discountPercentage ? `Discount (${discountPercentage}%)` : 'Discount'}</dt>
          <dd className="tabular-nums">-{formatMoney(discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>Shipping</dt>
        <dd className="tabular-nums">
          {shippingCents === 0 ? 'Free' : formatMoney(shippingCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(totalCents)}</dd>
      </div>
    </dl>
  );
}
