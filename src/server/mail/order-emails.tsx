import { Button, Column, Row, Section, Text } from '@react-email/components';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import type { Order } from '../../shared/orders/order.schema';
import { PAYMENT_METHOD_NAMES, type OrderPayment } from '../../shared/orders/payment-methods';
import { EmailLayout, primaryButton } from './email-layout';
import { mailName } from './mail-name';
import { PaymentDetails } from './payment-details';
import { renderEmail, type RenderedEmail } from './render';

export function Totals({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(order.subtotalCents)],
    ...(order.discountCents > 0
      ? ([
          [`Discount (${order.discountPercentage ?? 0}%)`, `-${formatMoney(order.discountCents)}`],
        ] as [string, string][])
      : []),
    ['Shipping', order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents)],
    ['Total', formatMoney(order.totalCents)],
  ];
  return (
    <Section>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column>
            <Text style={{ margin: '2px 0', fontWeight: label === 'Total' ? 700 : 400 }}>
              {label}
            </Text>
          </Column>
          <Column align="right">
            <Text style={{ margin: '2px 0', fontWeight: label === 'Total' ? 700 : 400 }}>
              {value}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

export function Items({ order }: { order: Order }) {
  return (
    <Section>
      {order.items.map((item) => (
        <Row key={item.id}>
          <Column>
            <Text style={{ margin: '4px 0' }}>
              {item.productName} ({item.selectedSize}, {item.selectedColor}) x {item.quantity}
            </Text>
          </Column>
          <Column align="right">
            <Text style={{ margin: '4px 0' }}>{formatMoney(item.priceCents * item.quantity)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** Whom to pay, how much, and the note to write (the handle only while it is known). */
export function PaymentInstructions({
  order,
  payment,
}: {
  order: Order;
  payment: OrderPayment | null;
}) {
  return payment ? (
    <PaymentDetails payment={payment} />
  ) : (
    <Text>
      Send exactly <strong>{formatMoney(order.totalCents)}</strong> with your order number{' '}
      <strong>{order.orderNumber}</strong> in the note.
    </Text>
  );
}

/** The shopper's thanks, by name when the name is plainly one (mail-name.ts). */
function ThankYou({ order }: { order: Order }) {
  const name = mailName(order.customerName);
  return (
    <Text style={{ fontSize: '20px', fontWeight: 700 }}>
      {name ? `Thank you for your order, ${name}!` : 'Thank you for your order!'}
    </Text>
  );
}

/** Which order a mail is about, for its subject: known before the mail is rendered. */
type OrderHeading = Pick<Order, 'orderNumber' | 'totalCents'>;

export const orderConfirmationSubject = (order: OrderHeading, storeName: string) =>
  `Your ${storeName} order ${order.orderNumber}`;

/** To the shopper after "I've Sent the Payment": what they owe, how to pay, how to follow the order. */
export function orderConfirmationEmail(
  order: Order,
  payment: OrderPayment | null,
  trackUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  return renderEmail(
    <EmailLayout
      storeName={storeName}
      preview={`Order ${order.orderNumber}: ${formatMoney(order.totalCents)}`}
    >
      <ThankYou order={order} />
      <Text>
        Order number: <strong>{order.orderNumber}</strong> ({formatDate(order.createdAt)})
      </Text>
      <Items order={order} />
      <Totals order={order} />
      <Text style={{ fontSize: '16px', fontWeight: 700 }}>Payment</Text>
      <PaymentInstructions order={order} payment={payment} />
      <Text>
        We verify every payment by hand and confirm it within 24 hours. Your items are made to
        order: processing takes 3-7 business days, then delivery 1-5 business days.
      </Text>
      <ShipTo order={order} />
      <Button href={trackUrl} style={primaryButton}>
        Track your order
      </Button>
    </EmailLayout>,
  );
}

function ShipTo({ order }: { order: Order }) {
  const name = mailName(order.customerName);
  return (
    <Text>
      Ship to: {name ? `${name}, ` : ''}
      {order.shippingAddress}, {order.shippingCity}, {order.shippingState} {order.shippingZip}
    </Text>
  );
}

export const orderAwaitingPaymentSubject = (order: OrderHeading, storeName: string) =>
  `Your ${storeName} order ${order.orderNumber}: awaiting payment`;

/**
 * To the shopper when the order is saved, before any payment: a record of where to pay that
 * outlives the checkout tab (issue 13).
 */
export function orderAwaitingPaymentEmail(
  order: Order,
  payment: OrderPayment,
  trackUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  const total = formatMoney(order.totalCents);
  return renderEmail(
    <EmailLayout
      storeName={storeName}
      preview={
        payment.handle
          ? `Send ${total} with ${payment.name} to ${payment.handle}, memo ${payment.memo}`
          : `Send ${total} with ${payment.name} for order ${payment.memo}`
      }
    >
      <ThankYou order={order} />
      <Text>
        Order number: <strong>{order.orderNumber}</strong> ({formatDate(order.createdAt)}). Your
        order is placed and waiting for your payment.
      </Text>
      <PaymentDetails payment={payment} />
      <Text>
        Once you have paid, we verify the payment by hand within 24 hours and start making your
        items.
      </Text>
      <Items order={order} />
      <Totals order={order} />
      <ShipTo order={order} />
      <Button href={trackUrl} style={primaryButton}>
        Track your order
      </Button>
    </EmailLayout>,
  );
}

export const newOrderNotificationSubject = (order: OrderHeading) =>
  `New order ${order.orderNumber}: ${formatMoney(order.totalCents)}`;

/** To the owner when an order is saved: enough to start on it without opening the back office. */
export function newOrderNotificationEmail(
  order: Order,
  adminUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  const name = mailName(order.customerName);
  return renderEmail(
    <EmailLayout
      storeName={storeName}
      preview={`New order ${order.orderNumber}${name ? ` from ${name}` : ''}`}
    >
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>New order {order.orderNumber}</Text>
      <Text>
        {name ?? 'A shopper'} ({order.customerEmail}) ordered for{' '}
        <strong>{formatMoney(order.totalCents)}</strong>, paying with{' '}
        {PAYMENT_METHOD_NAMES[order.paymentMethod]}. It waits for payment.
      </Text>
      <Items order={order} />
      <Totals order={order} />
      <ShipTo order={order} />
      <Button href={adminUrl} style={primaryButton}>
        Open order {order.orderNumber}
      </Button>
    </EmailLayout>,
  );
}
