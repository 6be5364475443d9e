import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { amountToFreeShippingCents, cartTotals } from '../../../shared/pricing/pricing';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { readAppliedDiscount } from '../discounts/applied-discount';
import { OrderTotals } from '../orders/order-totals';
import { useCart } from './cart-context';
import { CartLineItem } from './cart-line-item';
import { isBlocked } from './cart-pricing';
import { lineKey } from './cart-lines';
import { usePricedCart, type PricedCart } from './use-priced-cart';

// Spec §2 (Cart), word for word.
const TITLE = 'Shopping Cart';
const EMPTY_TITLE = 'Your Cart is Empty';
const START_SHOPPING = 'Start Shopping';
const CLEAR_CART = 'Clear Cart';
const PROCEED = 'Proceed to Checkout';
const CONTINUE_SHOPPING = 'Continue Shopping';
const REMOVE_FLAGGED = 'Remove the items that are no longer available to check out.';

/** Spec §2: "Add $X more for free U.S. shipping", on the one shipping rule of DECISIONS.md. */
export function freeShippingHint(discountedSubtotalCents: number): string | null {
  const missing = amountToFreeShippingCents(discountedSubtotalCents);
  return missing > 0 ? `Add ${formatMoney(missing)} more for free U.S. shipping` : null;
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <ShoppingBag aria-hidden="true" className="size-12 text-muted" />
      <h2 className="mt-6 font-display text-2xl tracking-tight uppercase">{EMPTY_TITLE}</h2>
      <Link to={paths.products()} className={buttonStyles({ className: 'mt-8' })}>
        {START_SHOPPING}
      </Link>
    </div>
  );
}

function CartSummary({ cart }: { cart: PricedCart }) {
  // A code applied at checkout counts here too, so both pages show the same shipping.
  const [discount] = useState(readAppliedDiscount);
  const totals = cartTotals(cart.purchasable, discount?.percentage ?? null);
  const hint = freeShippingHint(totals.subtotalCents - totals.discountCents);
  const blocked = cart.lines.some(isBlocked);

  return (
    <section
      aria-labelledby="cart-summary"
      className="space-y-5 bg-surface p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="text-sm font-semibold tracking-wider uppercase">
        Order Summary
      </h2>
      <OrderTotals totals={totals} discountPercentage={discount?.percentage ?? null} />
      {hint ? <p className="text-sm text-neutral-600">{hint}</p> : null}
      {blocked ? (
        <p id="cart-blocked" className="text-sm font-semibold text-accent">
          {REMOVE_FLAGGED}
        </p>
      ) : null}
      <div className="space-y-3">
        {cart.canCheckout ? (
          <Link to={paths.checkout} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            {PROCEED}
          </Link>
        ) : (
          <Button
            size="lg"
            className="w-full"
            disabled
            aria-describedby={blocked ? 'cart-blocked' : undefined}
          >
            {PROCEED}
          </Button>
        )}
        <Link
          to={paths.products()}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}
        >
          {CONTINUE_SHOPPING}
        </Link>
      </div>
    </section>
  );
}

function CartLines({ cart }: { cart: PricedCart }) {
  const { clearCart } = useCart();
  return (
    <div>
      <ul aria-label="Cart items" className="divide-y divide-line border-y border-line">
        {cart.lines.map((priced) => (
          <CartLineItem key={lineKey(priced.line)} priced={priced} />
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-4" onClick={() => clearCart()}>
        {CLEAR_CART}
      </Button>
    </div>
  );
}

/** The cart page (spec §2): lines, steppers, the summary with the free-shipping hint. */
export function CartPage() {
  usePageMeta(staticPageMeta('/cart'));
  const cart = usePricedCart();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">{TITLE}</h1>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
          <CartLines cart={cart} />
          <CartSummary cart={cart} />
        </div>
      )}
    </div>
  );
}
