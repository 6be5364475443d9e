import { Button, Link, Text } from '@react-email/components';
import type { Order } from '../../shared/orders/order.schema';
import { EmailLayout, primaryButton } from './email-layout';
import { mailName } from './mail-name';
import { renderEmail, type RenderedEmail } from './render';

export const shippingNotificationSubject = (order: Pick<Order, 'orderNumber'>, storeName: string) =>
  `Your ${storeName} order ${order.orderNumber} has shipped`;

/** To the shopper when the owner saves their order as shipped with a tracking number. */
export function shippingNotificationEmail(
  order: Order,
  trackOrderUrl: string,
  storeName: string,
): Promise<RenderedEmail> {
  const carrier = order.carrier ?? 'the carrier';
  const name = mailName(order.customerName);
  return renderEmail(
    <EmailLayout storeName={storeName} preview={`Order ${order.orderNumber} has shipped`}>
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>
        {name ? `Your order is on its way, ${name}!` : 'Your order is on its way!'}
      </Text>
      <Text>
        Order <strong>{order.orderNumber}</strong> has shipped with {carrier}.
      </Text>
      <Text>
        Tracking number: <strong>{order.trackingNumber}</strong>
      </Text>
      {order.trackingUrl ? (
        <>
          <Button href={order.trackingUrl} style={primaryButton}>
            Track your package
          </Button>
          <Text>
            Or open this link: <Link href={order.trackingUrl}>{order.trackingUrl}</Link>
          </Text>
        </>
      ) : null}
      <Text>
        Ship to: {order.shippingAddress}, {order.shippingCity}, {order.shippingState}{' '}
        {order.shippingZip}
      </Text>
      <Text>
        Delivery usually takes 1-5 business days. You can also follow your order on{' '}
        <Link href={trackOrderUrl}>our Track Order page</Link>.
      </Text>
    </EmailLayout>,
  );
}
