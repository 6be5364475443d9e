// The payment deadline's two mails: the shopper's halfway reminder and the owner's notice that
// an unpaid order was cancelled.
import { Button, Text } from '@react-email/components';
import { payByText } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import type { Order } from '../../shared/orders/order.schema';
import type { OrderPayment } from '../../shared/orders/payment-methods';
import { EmailLayout, primaryButton } from './email-layout';
import { mailName } from './mail-name';
import { Items, PaymentInstructions, Totals } from './order-emails';
import { renderEmail, type RenderedEmail } from './render';

/** Server-side mail names its zone: the shopper's own is unknown here. */
const MAIL_TIME_ZONE = 'UTC';

export const paymentReminderSubject = (order: Pick<Order, 'orderNumber' | 'totalCents'>) =>
  `Reminder: order ${order.orderNumber} awaits payment of ${formatMoney(order.totalCents)}`;

/** To the shopper halfway to the deadline, while the order still awaits payment. */
export function paymentReminderEmail(
  order: Order,
  payment: OrderPayment | null,
  trackUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  const payBy = order.paymentDueAt ? payByText(order.paymentDueAt, MAIL_TIME_ZONE) : null;
  const name = mailName(order.customerName);
  return renderEmail(
    <EmailLayout
      storeName={storeName}
      preview={`Order ${order.orderNumber} is waiting for your payment of ${formatMoney(order.totalCents)}`}
    >
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>
        Your order {order.orderNumber} is waiting for payment
      </Text>
      <Text>
        {name ? `Hi ${name}, we` : 'We'} have not received your payment yet.
        {payBy ? ` ${payBy}, or the order is cancelled.` : ''}
      </Text>
      <PaymentInstructions order={order} payment={payment} />
      <Items order={order} />
      <Totals order={order} />
      <Text>Already paid? Then there is nothing to do: we confirm every payment by hand.</Text>
      <Button href={trackUrl} style={primaryButton}>
        Track your order
      </Button>
    </EmailLayout>,
  );
}

export const orderExpiredNotificationSubject = (order: Pick<Order, 'orderNumber'>) =>
  `Order ${order.orderNumber} cancelled: not paid in time`;

/** To the owner when the deadline cancelled an unpaid order. */
export function orderExpiredNotificationEmail(
  order: Order,
  adminUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  return renderEmail(
    <EmailLayout storeName={storeName} preview={`Order ${order.orderNumber} was not paid in time`}>
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>
        Order {order.orderNumber} was cancelled
      </Text>
      <Text>
        {mailName(order.customerName) ?? 'The shopper'} ({order.customerEmail}) did not pay{' '}
        <strong>{formatMoney(order.totalCents)}</strong> by the deadline, so the store cancelled the
        order.
        {order.discountCode ? ` The code ${order.discountCode} can be used again.` : ''}
      </Text>
      <Items order={order} />
      <Totals order={order} />
      <Button href={adminUrl} style={primaryButton}>
        Open orders
      </Button>
    </EmailLayout>,
  );
}
