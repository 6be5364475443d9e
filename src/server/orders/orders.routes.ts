import { Hono } from 'hono';
import {
  CreateOrderSchema,
  PaymentSentSchema,
  TrackOrderSchema,
} from '../../shared/orders/checkout.schema';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import type { NewOrderEvent } from '../../shared/notifications/new-order.schema';
import type { AppEnv } from '../app-env';
import type { SessionUser } from '../auth/auth';
import { requireUser } from '../auth/auth.middleware';
import { isAdmin } from '../auth/roles.service';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { limitPerClient, withinMailCap } from '../http/rate-limits';
import type { Services } from '../services';
import { listPaymentOptions, paymentForOrder } from '../settings/payment-methods.service';
import { checkoutSettingsReader, createOrder } from './checkout.service';
import { createOrderBatcher } from './order-batch';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, withIdempotencyKey } from './idempotency';
import {
  findOrderForTracking,
  getOrderForViewer,
  listOrdersForUser,
  markPaymentSent,
  type OrderOwner,
} from './orders.service';

export const ORDER_NOT_FOUND = 'Order not found. Please check your order number and email.';
export const TOO_MANY_LOOKUPS = 'Too many lookups. Please wait a minute and try again.';

const orderOwner = (user: SessionUser): OrderOwner => ({
  userId: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
});

/** What the shopper's order routes use of the store's services (services.ts). */
export type OrderRouteDeps = Pick<
  Services,
  | 'db'
  | 'database'
  | 'checkoutCatalog'
  | 'clock'
  | 'config'
  | 'limits'
  | 'onJobsQueued'
  | 'bus'
  | 'logger'
>;

export function orderRoutes(deps: OrderRouteDeps) {
  const { db, clock, limits } = deps;
  const { trustProxy } = deps.config;
  // How an order's commit reaches the disk before its answer (db/group-commit.ts).
  const commits = deps.database.commits;
  const batcher = createOrderBatcher(db, commits);
  const settings = checkoutSettingsReader(db, deps.config.ownerEmail);
  // After the order committed: tells the admins online. The order is saved whatever happens
  // here: its mail and push are queued jobs.
  const announceNewOrder = (order: NewOrderEvent) =>
    deps.bus
      .publish('new-orders', order)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, orderId: order.id }, 'could not announce a new order'),
      );
  return new Hono<AppEnv>()
    .get('/payment-methods', async (c) => c.json({ paymentMethods: await listPaymentOptions(db) }))
    .post(
      '/orders',
      validate('json', CreateOrderSchema),
      limitPerClient(limits.orderPerClient, trustProxy),
      async (c) => {
        const input = c.req.valid('json');
        const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
        // A retried checkout (same key) gets the order its first attempt made.
        const created = await withIdempotencyKey(db, commits, idempotencyKey, input, async () => {
          const now = clock();
          const order = await createOrder(db, input, {
            userId: c.get('user')?.id ?? null,
            now,
            settings,
            idempotencyKey,
            commits,
            orders: batcher,
            catalog: deps.checkoutCatalog,
            mayMailShopper: (email) => withinMailCap(c, limits.orderMailPerRecipient, email),
          });
          // Committed, and new (a retry answered from its key is not announced again).
          await announceNewOrder({
            id: order.orderId,
            orderNumber: order.orderNumber,
            customerName: input.shipping.name,
            totalCents: order.totalCents,
            createdAt: now.toISOString(),
          });
          return order;
        });
        deps.onJobsQueued();
        return c.json(created, 201);
      },
    )
    .post(
      '/orders/:id/payment-sent',
      validate('param', IdParamSchema),
      validate('json', PaymentSentSchema),
      limitPerClient(limits.paymentSentPerClient, trustProxy),
      async (c) => {
        // Many orders made out to one address must not flood it with confirmations.
        const done = await markPaymentSent(db, c.req.valid('param').id, c.req.valid('json'), {
          now: clock(),
          mayMail: (email) => withinMailCap(c, limits.paymentSentPerRecipient, email),
        });
        if (!done) throw notFound('Order not found.');
        deps.onJobsQueued();
        return c.json({ ok: true });
      },
    )
    .post(
      '/orders/track',
      validate('json', TrackOrderSchema),
      limitPerClient(limits.trackingPerClient, trustProxy, TOO_MANY_LOOKUPS),
      async (c) => {
        const { orderNumber, email } = c.req.valid('json');
        const order = await findOrderForTracking(db, orderNumber, email);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ order, payment: await paymentForOrder(db, order) });
      },
    )
    .use('/orders', requireUser)
    .get('/orders', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ orders: await listOrdersForUser(db, orderOwner(c.get('user')!)) });
    })
    .get('/orders/:id', requireUser, validate('param', IdParamSchema), async (c) => {
      const user = c.get('user')!;
      const order = await getOrderForViewer(db, c.req.valid('param').id, {
        ...orderOwner(user),
        isAdmin: await isAdmin(db, user.id),
      });
      // Someone else's order answers exactly like a missing one: nothing to learn by probing ids.
      if (!order) throw notFound('Order not found.');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ order, payment: await paymentForOrder(db, order) });
    });
}
