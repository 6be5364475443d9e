import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import type { CreatedOrder } from '../../../shared/orders/checkout.schema';
import { cartTotals } from '../../../shared/pricing/pricing';
import { paths } from '../../paths';
import { Badge } from '../../ui/badge';
import { NO_LONGER_AVAILABLE, SOLD_OUT } from '../cart/cart-line-item';
import { lineKey } from '../cart/cart-lines';
import { isBlocked } from '../cart/cart-pricing';
import { LineImage } from '../../ui/line-image';
import type { PricedCart } from '../cart/use-priced-cart';
import type { AppliedDiscount } from '../discounts/applied-discount';
import { OrderTotals } from '../orders/order-totals';

const FLAGGED = 'Some items can no longer be bought.';
const SHOW_SUMMARY = 'Show order summary';
const HIDE_SUMMARY = 'Hide order summary';

export interface CheckoutSummaryProps {
  cart: PricedCart;
  discount: AppliedDiscount | null;
  /** Once the order exists, its saved totals replace the estimate (DECISIONS.md). */
  placed: CreatedOrder | null;
  /** The discount code box, while the order can still change. */
  children?: ReactNode;
}

/**
 * The order summary beside the checkout steps. On a phone it comes before the form, folded to
 * one line with the total (as shops do), so the amount is never a long scroll away.
 */
export function CheckoutSummary({ cart, discount, placed, children }: CheckoutSummaryProps) {
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const estimate = cartTotals(cart.purchasable, discount?.percentage ?? null);
  const totals = placed ?? estimate;
  const flagged = cart.lines.some(isBlocked);

  return (
    <section
      aria-labelledby="checkout-summary"
      className="bg-surface p-4 max-lg:order-first sm:p-6 lg:sticky lg:top-24"
    >
      <h2
        id="checkout-summary"
        className="text-sm font-semibold tracking-wider uppercase max-lg:sr-only"
      >
        Order Summary
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 text-sm font-semibold lg:hidden"
      >
        <span className="flex items-center gap-2 tracking-wider uppercase">
          {open ? HIDE_SUMMARY : SHOW_SUMMARY}
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', open && 'rotate-180')}
          />
        </span>
        <span className="text-base tabular-nums">{formatMoney(totals.totalCents)}</span>
      </button>
      {/* Outside the fold: a phone shows it even while the summary is closed. */}
      {flagged && !placed ? (
        <p className="mt-4 text-sm font-semibold text-accent lg:mt-5">
          {FLAGGED}{' '}
          <Link to={paths.cart} className="underline underline-offset-4">
            Review your cart
          </Link>
        </p>
      ) : null}
      <div id={bodyId} className={clsx('space-y-5 max-lg:mt-5 lg:mt-5', !open && 'max-lg:hidden')}>
        <ul aria-label="Order items" className="space-y-4">
          {cart.lines.map((priced) => (
            <li key={lineKey(priced.line)} className="flex gap-3">
              <LineImage src={priced.line.image} alt="" className="w-14" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{priced.line.name}</p>
                <p className="text-neutral-600">
                  {[priced.line.selectedSize, priced.line.selectedColor]
                    .filter(Boolean)
                    .join(' · ')}
                  {' · '}Qty {priced.line.quantity}
                </p>
                {priced.availability === 'sold_out' ? (
                  <Badge tone="ink">{SOLD_OUT}</Badge>
                ) : priced.availability === 'unavailable' ? (
                  <Badge tone="red">{NO_LONGER_AVAILABLE}</Badge>
                ) : null}
              </div>
              <p className="text-sm font-semibold tabular-nums">
                {formatMoney(priced.lineTotalCents)}
              </p>
            </li>
          ))}
        </ul>
        {children}
        <OrderTotals
          totals={totals}
          discountPercentage={discount?.percentage ?? null}
          className="border-t border-line pt-4"
        />
      </div>
    </section>
  );
}
