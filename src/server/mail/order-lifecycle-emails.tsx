// The shopper's mails after the order is placed (issue 26): the payment arrived, or the order
// was cancelled, with the owner's reason.
import { Button, Text } from '@react-email/components';
import { formatMoney } from '../../shared/format/money';
import type { Order } from '../../shared/orders/order.schema';
import { EmailLayout, primaryButton } from './email-layout';
import { mailName } from './mail-name';
import { Items, Totals } from './order-emails';
import { renderEmail, type RenderedEmail } from './render';

type OrderHeading = Pick<Order, 'orderNumber' | 'totalCents'>;

export const paymentReceivedSubject = (order: OrderHeading, storeName: string) =>
  `Payment received for your ${storeName} order ${order.orderNumber}`;

/** What happens next for an order made to order (the promise of checkout step 3). */
export const PAYMENT_RECEIVED_NEXT =
  'Your items are made to order: processing takes 3-7 business days, then we ship them and e-mail you the tracking number.';

/** To the shopper once the owner marked the order paid (Mark as Paid). */
export function paymentReceivedEmail(
  order: Order,
  trackUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  const name = mailName(order.customerName);
  const total = formatMoney(order.totalCents);
  return renderEmail(
    <EmailLayout
      storeName={storeName}
      preview={`We received your payment of ${total} for order ${order.orderNumber}`}
    >
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>Payment received</Text>
      <Text>
        {name ? `Hi ${name}, we` : 'We'} received your payment of <strong>{total}</strong> for order{' '}
        <strong>{order.orderNumber}</strong>. Thank you!
      </Text>
      <Items order={order} />
      <Totals order={order} />
      <Text>{PAYMENT_RECEIVED_NEXT}</Text>
      <Button href={trackUrl} style={primaryButton}>
        Track your order
      </Button>
    </EmailLayout>,
  );
}

export const orderCancelledSubject = (order: OrderHeading, storeName: string) =>
  `Your ${storeName} order ${order.orderNumber} was cancelled`;

/** The cancellation mail's sentence for an order that was paid. */
export const REFUND_FOLLOWS =
  'You already paid for this order, so we will send your payment back to you; a separate e-mail confirms the refund once it is sent.';

export interface Cancellation {
  reason: string;
  /** The order was paid when it was cancelled. */
  refundFollows: boolean;
}

/** To the shopper when the owner cancelled the order, with the reason given. */
export function orderCancelledEmail(
  order: Order,
  cancellation: Cancellation,
  trackUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  const name = mailName(order.customerName);
  return renderEmail(
    <EmailLayout storeName={storeName} preview={`Order ${order.orderNumber} was cancelled`}>
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>
        Your order {order.orderNumber} was cancelled
      </Text>
      <Text>
        {name ? `Hi ${name}, we` : 'We'} cancelled your order {order.orderNumber} of{' '}
        <strong>{formatMoney(order.totalCents)}</strong>.
      </Text>
      <Text>Reason: {cancellation.reason}</Text>
      {cancellation.refundFollows ? <Text>{REFUND_FOLLOWS}</Text> : null}
      <Items order={order} />
      <Totals order={order} />
      <Button href={trackUrl} style={primaryButton}>
        View your order
      </Button>
    </EmailLayout>,
  );
}
