// The plain-text body comes from one html-to-text converter compiled once (render.tsx): it must
// be exactly what React Email's own toPlainText makes of the same HTML, for every shape of the
// order mails (discount or none, free shipping or not, several lines, a payment handle or none).
// The HTML is React Email's, less React's hydration markers (render.tsx).
import { Button, Img, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/orders/order.schema';
import {
  DEFAULT_PAYMENT_METHODS,
  orderPayment,
  paymentOption,
} from '../../shared/orders/payment-methods';
import { formatMoney } from '../../shared/format/money';
import { EmailLayout, primaryButton } from './email-layout';
import { newOrderNotificationEmail, orderAwaitingPaymentEmail } from './order-emails';
import { renderEmail } from './render';

const order: Order = {
  id: '6f1c1f8e-4b59-4a43-9f0e-2d7d8f1d2a10',
  orderNumber: 'CTK-512345',
  status: 'pending_payment',
  paymentMethod: 'cashapp',
  subtotalCents: 9498,
  discountCents: 0,
  discountCode: null,
  discountPercentage: null,
  shippingCents: 500,
  totalCents: 9998,
  refundedCents: 0,
  customerName: 'Ruth <Shopper> & Co',
  customerEmail: 'ruth@example.com',
  shippingAddress: '1 Main St, Apt "2"',
  shippingCity: 'Austin',
  shippingState: 'TX',
  shippingZip: '78701',
  trackingNumber: null,
  trackingUrl: null,
  carrier: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  paymentDueAt: '2026-11-24T12:00:00.000Z',
  items: [
    {
      id: '0c8a1c5e-8f7e-4f4a-a1a0-9a3f2b1c0d01',
      productId: null,
      productName: 'Faith Tee',
      productImage: null,
      selectedSize: 'M',
      selectedColor: 'Black',
      quantity: 2,
      priceCents: 3499,
    },
    {
      id: '0c8a1c5e-8f7e-4f4a-a1a0-9a3f2b1c0d02',
      productId: null,
      productName: "Grace Hoodie's",
      productImage: null,
      selectedSize: 'L',
      selectedColor: 'Navy',
      quantity: 1,
      priceCents: 2500,
    },
  ],
};

const discounted: Order = {
  ...order,
  discountCents: 1900,
  discountCode: 'SAVE20',
  discountPercentage: 20,
  shippingCents: 0,
  totalCents: 7598,
};

// Every method the store can offer, as it is configured out of the box.
const options = Object.entries(DEFAULT_PAYMENT_METHODS).map(([id, config]) =>
  paymentOption(id as keyof typeof DEFAULT_PAYMENT_METHODS, config),
);

describe('order mails as text', () => {
  it.each([
    ['no discount', order],
    ['a discount and free shipping', discounted],
  ])('are what toPlainText makes of their HTML: %s', async (_name, shape) => {
    for (const option of options) {
      const awaiting = await orderAwaitingPaymentEmail(
        shape,
        orderPayment(option, shape),
        'https://store.example/track?n=1&e=2',
        'CTK Apparel',
      );
      expect(awaiting.text).toBe(toPlainText(awaiting.html));
    }
    const notice = await newOrderNotificationEmail(shape, 'https://store.example/admin', 'CTK');
    expect(notice.text).toBe(toPlainText(notice.html));
    // Markup-like text the shopper typed comes through as text (the name is not a plain
    // name, so the mails leave it out: mail-name.ts).
    expect(notice.text).toContain('1 Main St, Apt "2"');
    expect(notice.text).not.toContain('<Shopper>');
  });
});

describe('the HTML', () => {
  it('is what React Email renders, without the markers React leaves for hydration', async () => {
    // A layout with a button and an image (for which React adds a preload to the head).
    const element = createElement(EmailLayout, {
      storeName: 'CTK & Co',
      preview: `Order CTK-512345: ${formatMoney(9998)}`,
      children: [
        createElement(
          Text,
          { key: 'text' },
          'Hi Ruth, your order ',
          createElement('strong', null, 'CTK-512345'),
        ),
        createElement(Img, {
          key: 'img',
          src: 'https://store.example/uploads/tee.jpg',
          alt: 'Tee',
        }),
        createElement(
          Button,
          { key: 'button', href: 'https://store.example/track?a=1&b=2', style: primaryButton },
          'Track your order',
        ),
      ],
    });
    const reactEmail = await render(element);
    // Suspense boundaries (<!--$-->, <!--/$-->), text separators (<!-- -->), the document's
    // parts (<!--html-->): comments only React's own client reads.
    const markers = /<!--(\$|\/\$| |\/?html|\/?head|\/?body)-->/g;
    expect(reactEmail).toMatch(markers);
    expect((await renderEmail(element)).html).toBe(reactEmail.replace(markers, ''));
  });
});
