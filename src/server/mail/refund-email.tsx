// The customer's notice of a refund the owner recorded (docs/decisions/064): one per refund,
// naming its amount. The owner sends the money by hand and records it once sent.
import { Button, Link, Text } from '@react-email/components';
import { formatMoney } from '../../shared/format/money';
import type { Order } from '../../shared/orders/order.schema';
import { EmailLayout, primaryButton } from './email-layout';
import { mailName } from './mail-name';
import { renderEmail, type RenderedEmail } from './render';

export const refundSubject = (
  order: Pick<Order, 'orderNumber'>,
  storeName: string,
  refundCents: number,
) => `Your ${storeName} order ${order.orderNumber}: refund of ${formatMoney(refundCents)}`;

/** To the customer when the owner records a refund of `refundCents` on their order. */
export function refundEmail(
  order: Order,
  refundCents: number,
  links: { track: string; contact: string },
  storeName: string,
): Promise<RenderedEmail> {
  const name = mailName(order.customerName);
  const amount = formatMoney(refundCents);
  return renderEmail(
    <EmailLayout storeName={storeName} preview={`A refund of ${amount} for ${order.orderNumber}`}>
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>We sent you a refund of {amount}</Text>
      <Text>
        {name ? `Hi ${name}, we` : 'We'} have sent you a refund of <strong>{amount}</strong> for
        order <strong>{order.orderNumber}</strong> (order total {formatMoney(order.totalCents)}).
      </Text>
      <Text>
        Depending on how it was sent, it can take a few business days to reach your account. If it
        has not arrived by then, write to us from <Link href={links.contact}>our Contact page</Link>{' '}
        with your order number.
      </Text>
      <Button href={links.track} style={primaryButton}>
        View your order
      </Button>
    </EmailLayout>,
  );
}
