// An order's mails are queued as what to write, not as written mail (docs/decisions/058): the
// job names its template and its order, and carries what the order's rows do not hold: the
// recipient and subject (what the owner's outbox shows), the store's name and the way to pay as
// they were when the mail was asked for. The worker renders the mail from the committed order
// when it sends it, so no request renders one and no HTML is written to the job table.
//
// An order's number, amounts, shopper and lines never change once it is placed, so the mail
// says what the order said when it was committed, however late it goes out. The one field the
// owner may edit that a mail shows is the shipping address: a correction made before the mail
// went out is the address it shows.
import { z } from 'zod';
import type { Order } from '../../shared/orders/order.schema';
import {
  orderPayment,
  PaymentOptionSchema,
  type OrderPayment,
  type PaymentOption,
} from '../../shared/orders/payment-methods';
import type { DbOrTx } from '../db/client';
import {
  newOrderNotificationEmail,
  newOrderNotificationSubject,
  orderAwaitingPaymentEmail,
  orderAwaitingPaymentSubject,
  orderConfirmationEmail,
  orderConfirmationSubject,
} from '../mail/order-emails';
import {
  orderCancelledEmail,
  type Cancellation,
  orderCancelledSubject,
  paymentReceivedEmail,
  paymentReceivedSubject,
} from '../mail/order-lifecycle-emails';
import {
  orderExpiredNotificationEmail,
  orderExpiredNotificationSubject,
  paymentReminderEmail,
  paymentReminderSubject,
} from '../mail/payment-deadline-emails';
import { refundEmail, refundSubject } from '../mail/refund-email';
import type { RenderedEmail } from '../mail/render';
import {
  shippingNotificationEmail,
  shippingNotificationSubject,
} from '../mail/shipping-notification';
import {
  enqueueJob,
  PermanentJobError,
  sendFailure,
  type JobHandler,
  type JobSpec,
} from '../platform/jobs';
import type { Mailer } from '../platform/mail';

export const ORDER_MAIL = 'mail.order';

/** The failure an order's mail ends with when its order was deleted before it went out. */
export const ORDER_GONE =
  'The order was deleted before this e-mail went out, so there is nothing left to write it from.';

/** What a template is rendered from when its mail is sent. */
interface MailInput {
  order: Order;
  /** Where to pay, as it was when the mail was asked for; null when there is nothing to pay to. */
  payment: OrderPayment | null;
  storeName: string;
  /** The store's address (config.publicUrl), which the mail's links start with. */
  publicUrl: string;
  /** Why the owner cancelled the order, as it was when the mail was asked for. */
  cancellation: Cancellation | null;
  /** The one refund a refund mail is about (order.refund); null for every other mail. */
  refundCents: number | null;
}

interface OrderMailTemplate {
  /** Known when the mail is queued: the outbox lists it before the mail is ever rendered. */
  subject(
    order: Pick<Order, 'orderNumber' | 'totalCents'>,
    storeName: string,
    refundCents: number | null,
  ): string;
  render(input: MailInput): Promise<RenderedEmail>;
}

/** The guest tracking page, filled in for this order (the e-mails' "Track your order"). */
export function trackOrderUrl(
  publicUrl: string,
  order: { orderNumber: string; customerEmail: string },
): string {
  const query = new URLSearchParams({ order: order.orderNumber, email: order.customerEmail });
  return `${publicUrl}/track-order?${query}`;
}

/** The Orders screen filtered to this one order, its detail open (orders-page.tsx). */
function adminOrderUrl(publicUrl: string, order: Order): string {
  const query = new URLSearchParams({ q: order.orderNumber, order: order.id });
  return `${publicUrl}/admin/orders?${query}`;
}

const TEMPLATES = {
  /** The shopper's record of where to pay, when the order is placed (issue 13). */
  'order.awaiting_payment': {
    subject: orderAwaitingPaymentSubject,
    render: ({ order, payment, storeName, publicUrl }) => {
      // Always queued with the method the checkout offered (orderMails).
      if (!payment) throw new PermanentJobError('This e-mail was queued without a way to pay.');
      return orderAwaitingPaymentEmail(order, payment, trackOrderUrl(publicUrl, order), storeName);
    },
  },
  /** The owner's notice of a new order. */
  'order.new_order_notice': {
    subject: newOrderNotificationSubject,
    render: ({ order, storeName, publicUrl }) =>
      newOrderNotificationEmail(order, adminOrderUrl(publicUrl, order), storeName),
  },
  /** The shopper's confirmation after "I've Sent the Payment". */
  'order.confirmation': {
    subject: orderConfirmationSubject,
    render: ({ order, payment, storeName, publicUrl }) =>
      orderConfirmationEmail(order, payment, trackOrderUrl(publicUrl, order), storeName),
  },
  /** The shopper's reminder halfway to the payment deadline (payment-deadline.ts). */
  'order.payment_reminder': {
    subject: paymentReminderSubject,
    render: ({ order, payment, storeName, publicUrl }) =>
      paymentReminderEmail(order, payment, trackOrderUrl(publicUrl, order), storeName),
  },
  /** The owner's notice that the deadline cancelled an unpaid order. */
  'order.expired_notice': {
    subject: orderExpiredNotificationSubject,
    render: ({ order, storeName, publicUrl }) =>
      orderExpiredNotificationEmail(order, `${publicUrl}/admin/orders`, storeName),
  },
  /** The shopper's tracking number, once the order is saved shipped with one (admin §4). */
  'order.shipped': {
    subject: shippingNotificationSubject,
    render: ({ order, storeName, publicUrl }) => {
      if (!order.trackingNumber) {
        throw new PermanentJobError('The tracking number was removed before this e-mail went out.');
      }
      return shippingNotificationEmail(order, trackOrderUrl(publicUrl, order), storeName);
    },
  },
  /** The shopper's "Payment received" after Mark as Paid, once per order (order-lifecycle.ts). */
  'order.payment_received': {
    subject: paymentReceivedSubject,
    render: ({ order, storeName, publicUrl }) =>
      paymentReceivedEmail(order, trackOrderUrl(publicUrl, order), storeName),
  },
  /** The shopper's notice that the owner cancelled the order, with the reason. */
  'order.cancelled': {
    subject: orderCancelledSubject,
    render: ({ order, cancellation, storeName, publicUrl }) => {
      if (!cancellation) throw new PermanentJobError('This e-mail was queued without a reason.');
      return orderCancelledEmail(order, cancellation, trackOrderUrl(publicUrl, order), storeName);
    },
  },
  /** The customer's notice of one refund the owner recorded (order-refunds.service.ts). */
  'order.refund': {
    subject: (order, storeName, refundCents) => refundSubject(order, storeName, refundCents ?? 0),
    render: ({ order, refundCents, storeName, publicUrl }) => {
      if (refundCents === null) {
        throw new PermanentJobError('This e-mail was queued without its refund.');
      }
      return refundEmail(
        order,
        refundCents,
        { track: trackOrderUrl(publicUrl, order), contact: `${publicUrl}/contact` },
        storeName,
      );
    },
  },
} satisfies Record<string, OrderMailTemplate>;

export type OrderMailTemplateName = keyof typeof TEMPLATES;

const TEMPLATE_NAMES = Object.keys(TEMPLATES) as [
  OrderMailTemplateName,
  ...OrderMailTemplateName[],
];

/** A job's payload; parsed again when the job runs, since it went through the database. */
const OrderMailJobSchema = z.object({
  template: z.enum(TEMPLATE_NAMES),
  orderId: z.uuid(),
  to: z.string().trim().min(1),
  subject: z.string(),
  storeName: z.string(),
  payment: PaymentOptionSchema.nullable(),
  /** Only on a cancellation's mail; absent from the jobs of versions before it. */
  cancellation: z.object({ reason: z.string(), refundFollows: z.boolean() }).optional(),
  /** A refund mail's amount; absent from jobs queued before refunds were recorded. */
  refundCents: z.number().int().positive().nullable().default(null),
  /** A shipping mail's tracking number as saved; absent from jobs queued before it was kept. */
  trackingNumber: z.string().nullable().default(null),
});
type OrderMailJob = z.infer<typeof OrderMailJobSchema>;

/** One mail about an order, to queue in the transaction that asks for it. */
export interface OrderMail {
  template: OrderMailTemplateName;
  to: string;
  storeName: string;
  /** Where to pay, as shown now (the shopper's mails); left out: nothing to pay to. */
  payment?: PaymentOption | null;
  /** The cancellation's mail: the reason, and whether a refund follows. */
  cancellation?: Cancellation;
  /** The refund a refund mail is about, in cents. */
  refundCents?: number;
  /** The tracking number a shipping mail was asked for. */
  trackingNumber?: string;
}

/** The job for `mail` about `order` (enqueueJobBatch); renders nothing. */
export function orderMailJob(
  order: Pick<Order, 'id' | 'orderNumber' | 'totalCents'>,
  mail: OrderMail,
): JobSpec {
  const payload: OrderMailJob = {
    template: mail.template,
    orderId: order.id,
    to: mail.to,
    subject: TEMPLATES[mail.template].subject(order, mail.storeName, mail.refundCents ?? null),
    storeName: mail.storeName,
    payment: mail.payment ?? null,
    ...(mail.cancellation ? { cancellation: mail.cancellation } : {}),
    refundCents: mail.refundCents ?? null,
    trackingNumber: mail.trackingNumber ?? null,
  };
  return { kind: ORDER_MAIL, payload };
}

/** Queues `mail` about `order` in the caller's transaction. */
export async function enqueueOrderMail(
  tx: DbOrTx,
  order: Pick<Order, 'id' | 'orderNumber' | 'totalCents'>,
  mail: OrderMail,
): Promise<void> {
  const { kind, payload } = orderMailJob(order, mail);
  await enqueueJob(tx, kind, payload);
}

/**
 * Sends an order's mail, rendered from the committed order: once per attempt (a retry after the
 * mail server failed renders it again, seconds to an hour later). A deleted order fails the job
 * for good, with a reason the outbox shows. Each mail that went out is written into the order's
 * history by its subject, whatever its template.
 */
export function orderMailJobHandlers(deps: {
  mailer: Mailer;
  publicUrl: string;
  /** The committed order, or null once deleted: given by the wiring (job-handlers.ts). */
  orderOf: (orderId: string) => Promise<Order | null>;
  /** The order's history: this mail went out (order-timeline.service.ts). */
  recordSent: (orderId: string, subject: string) => Promise<void>;
}): Record<string, JobHandler> {
  return {
    [ORDER_MAIL]: async (payload) => {
      const parsed = OrderMailJobSchema.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Invalid ${ORDER_MAIL} payload: ${parsed.error.message}`);
      }
      const job = parsed.data;
      const order = await deps.orderOf(job.orderId);
      if (!order) throw new PermanentJobError(ORDER_GONE);
      // A shipping mail whose number the owner corrected before it went out: the mail asked
      // for with the new number goes instead, so the customer is not told the same one twice.
      if (job.trackingNumber !== null && job.trackingNumber !== order.trackingNumber) return;
      const { html, text } = await TEMPLATES[job.template].render({
        order,
        payment: job.payment && orderPayment(job.payment, order),
        storeName: job.storeName,
        publicUrl: deps.publicUrl,
        cancellation: job.cancellation ?? null,
        refundCents: job.refundCents,
      });
      await deps.mailer.send({ to: job.to, subject: job.subject, html, text }).catch((error) => {
        throw sendFailure(error);
      });
      await deps.recordSent(order.id, job.subject);
    },
  };
}

/**
 * The mails of a new order: the shopper's record of where to pay (unless `mailShopper` is false:
 * the address had its hour's order mails, docs/decisions/049) and the owner's notice.
 */
export function newOrderMails(
  order: Order,
  payment: PaymentOption,
  notify: { to: string | null; storeName: string },
  mailShopper = true,
): JobSpec[] {
  const { storeName } = notify;
  return [
    ...(mailShopper
      ? [
          orderMailJob(order, {
            template: 'order.awaiting_payment',
            to: order.customerEmail,
            storeName,
            payment,
          }),
        ]
      : []),
    ...(notify.to
      ? [orderMailJob(order, { template: 'order.new_order_notice', to: notify.to, storeName })]
      : []),
  ];
}
