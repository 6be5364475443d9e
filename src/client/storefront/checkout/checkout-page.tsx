import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import type { PaymentOption } from '../../../shared/orders/payment-methods';
import { ApiRequestError } from '../../lib/api';
import { useMe } from '../../lib/me';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { cartTotals } from '../../../shared/pricing/pricing';
import { paths } from '../../paths';
import { Spinner } from '../../ui/spinner';
import { useCart } from '../cart/cart-context';
import { usePricedCart } from '../cart/use-priced-cart';
import {
  clearAppliedDiscount,
  forgetStoredDiscountCode,
  readAppliedDiscount,
  readStoredDiscountCode,
  saveAppliedDiscount,
  type AppliedDiscount,
} from '../discounts/applied-discount';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import {
  forgetPlacedOrder,
  readPlacedOrder,
  savePlacedOrder,
  type PlacedOrder,
} from './placed-order';
import { DiscountCodeForm } from './discount-code-form';
import { PaymentInstructions } from '../payment/payment-instructions';
import { PaymentStep } from './payment-step';
import { useCreateOrder, usePaymentSent } from './queries';
import { prefillFor, ShippingForm, toShippingInfo, type ShippingFormValues } from './shipping-form';

// Spec §8, word for word.
export const orderFailedMessage = (message: string | null) =>
  `Failed to create order: ${message || 'Please try again'}`;
export const ORDER_CONFIRMED = 'Order confirmed! Check your email for payment verification.';
export const CONFIRMATION_FAILED =
  'Order created but confirmation failed. Please check your email.';

/** The server's words for a refusal (sold out, code used, ...); nothing for a network or 5xx. */
function refusalMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.code !== 'http_error' && error.status < 500
    ? error.message
    : null;
}

/**
 * Checkout (spec §2 and §4): shipping, then payment method (which creates the order at once),
 * then the payment instructions, beside the order summary. Sign-in is never required.
 */
export function CheckoutPage() {
  usePageMeta(staticPageMeta('/checkout'));
  const me = useMe();
  const navigate = useNavigate();
  const { lines, clearCart } = useCart();
  const cart = usePricedCart();
  const createOrder = useCreateOrder();
  const paymentSent = usePaymentSent();

  const [placed, setPlaced] = useState<PlacedOrder | null>(() => readPlacedOrder(lines));
  const [step, setStep] = useState<CheckoutStep>(placed ? 'instructions' : 'shipping');
  const [shipping, setShipping] = useState<ShippingFormValues | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(readAppliedDiscount);

  // Spec §2: wait for the auth check before deciding anything.
  if (me.isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Loading checkout" className="size-8" />
      </div>
    );
  }
  // Only an empty cart leaves; once the order exists the page no longer depends on the cart
  // (confirming empties it on the way out).
  if (!placed && lines.length === 0) return <Navigate to={paths.cart} replace />;

  const user = me.data?.user ?? null;

  const applyDiscount = (next: AppliedDiscount) => {
    saveAppliedDiscount(next);
    setDiscount(next);
  };
  const removeDiscount = () => {
    clearAppliedDiscount();
    setDiscount(null);
  };

  const placeOrder = (option: PaymentOption) => {
    if (!shipping) return;
    const info = toShippingInfo(shipping);
    createOrder.mutate(
      {
        shipping: info,
        items: lines.map((line) => ({
          productId: line.id,
          size: line.selectedSize,
          color: line.selectedColor,
          quantity: line.quantity,
        })),
        paymentMethod: option.id,
        discountCode: discount?.code ?? null,
      },
      {
        onSuccess: (order) => {
          const made = { order, option, email: info.email };
          savePlacedOrder(made, lines);
          // The order used the code (the server marked it so): no reminder of it from now on,
          // even if the shopper never comes back to "I've Sent the Payment".
          if (discount && readStoredDiscountCode() === discount.code) forgetStoredDiscountCode();
          setPlaced(made);
          setStep('instructions');
          window.scrollTo({ top: 0 });
        },
        onError: (error) => toast.error(orderFailedMessage(refusalMessage(error))),
      },
    );
  };

  const confirmPayment = (reference: string | null) => {
    if (!placed) return;
    const { order, email } = placed;
    paymentSent.mutate(
      { orderId: order.orderId, email, reference },
      {
        // The order exists either way: the shopper leaves checkout with an empty cart.
        onSettled: (_data, error) => {
          forgetPlacedOrder();
          clearCart({ silent: true });
          if (discount && readStoredDiscountCode() === discount.code) forgetStoredDiscountCode();
          clearAppliedDiscount();
          if (error) toast.error(CONFIRMATION_FAILED);
          else toast.success(ORDER_CONFIRMED);
          // A guest has no account page: this order with where to pay, and a link to track it.
          void navigate(
            user ? paths.account : paths.orderConfirmationFor(order.orderNumber, email),
          );
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">Checkout</h1>
      <div className="mt-6">
        <CheckoutSteps current={step} />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-10">
        <div className="border border-line p-6 sm:p-8">
          {step === 'shipping' ? (
            <ShippingForm
              defaultValues={shipping ?? prefillFor(user)}
              onSubmit={(values) => {
                setShipping(values);
                setStep('payment');
              }}
            />
          ) : step === 'payment' ? (
            <PaymentStep
              placing={createOrder.isPending}
              canPlace={cart.canCheckout}
              onBack={() => setStep('shipping')}
              onPlaceOrder={placeOrder}
            />
          ) : placed ? (
            <PaymentInstructions
              order={placed.order}
              option={placed.option}
              confirming={paymentSent.isPending}
              onConfirm={confirmPayment}
            />
          ) : null}
        </div>
        <CheckoutSummary cart={cart} discount={discount} placed={placed?.order ?? null}>
          {placed ? null : (
            <DiscountCodeForm
              applied={discount}
              subtotalCents={cartTotals(cart.purchasable).subtotalCents}
              onApply={applyDiscount}
              onRemove={removeDiscount}
            />
          )}
        </CheckoutSummary>
      </div>
    </div>
  );
}
