import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import {
  AdminOrderUpdateSchema,
  OrderListFilterSchema,
  OrderListQuerySchema,
  type OrderListFilter,
} from '../../shared/orders/admin-order.schema';
import type { OrderStatus } from '../../shared/orders/order-status';
import { RefundInputSchema } from '../../shared/orders/refunds';
import type { AppEnv } from '../app-env';
import { HttpError, notFound } from '../http/errors';
import { validate } from '../http/validation';
import { listOrdersForAdmin } from './orders.admin-list.service';
import {
  deleteAdminOrder,
  getAdminOrder,
  markOrderPaid,
  updateAdminOrder,
} from './orders.admin.service';
import { recordRefund } from './order-refunds.service';
import { ordersCsvStream } from './orders.export.service';
import type { Services } from '../services';

export const ADMIN_ORDER_NOT_FOUND = 'Order not found. It may have been deleted.';

export const notAwaitingPayment = (orderNumber: string, status: OrderStatus) =>
  `Order ${orderNumber} is not awaiting payment (its status is ${status}), so it cannot be marked as paid.`;

/** orders-2026-11-22.csv, or orders-shipped-2026-11-22.csv for a filtered export. */
const exportFileName = (filter: OrderListFilter, now: Date) =>
  `orders-${filter.status === 'all' ? '' : `${filter.status}-`}${now.toISOString().slice(0, 10)}.csv`;

/** Customers' names and addresses stay out of shared caches and the browser's disk cache. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
});

export type OrderAdminRouteDeps = Pick<Services, 'db' | 'clock' | 'onJobsQueued'>;

/** The owner's Orders screen (mounted behind requireAdmin). */
export function orderAdminRoutes({ db, clock, onJobsQueued }: OrderAdminRouteDeps) {
  const actor = (user: AppEnv['Variables']['user']) => ({ userId: user!.id, now: clock() });
  return new Hono<AppEnv>()
    .use('/orders', noStore)
    .use('/orders/*', noStore)
    .get('/orders', validate('query', OrderListQuerySchema), async (c) =>
      c.json(await listOrdersForAdmin(db, c.req.valid('query'))),
    )
    .get('/orders/export', validate('query', OrderListFilterSchema), (c) => {
      const filter = c.req.valid('query');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${exportFileName(filter, clock())}"`);
      return c.body(ordersCsvStream(db, filter));
    })
    .get('/orders/:id', validate('param', IdParamSchema), async (c) => {
      const order = await getAdminOrder(db, c.req.valid('param').id);
      if (!order) throw notFound(ADMIN_ORDER_NOT_FOUND);
      return c.json({ order });
    })
    .patch(
      '/orders/:id',
      validate('param', IdParamSchema),
      validate('json', AdminOrderUpdateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const updated = await updateAdminOrder(db, id, c.req.valid('json'), actor(c.get('user')));
        if (!updated) throw notFound(ADMIN_ORDER_NOT_FOUND);
        // A shipping or "Payment received" e-mail may be queued.
        onJobsQueued();
        return c.json(updated);
      },
    )
    .post('/orders/:id/mark-paid', validate('param', IdParamSchema), async (c) => {
      const result = await markOrderPaid(db, c.req.valid('param').id, actor(c.get('user')));
      if (result.outcome === 'not_found') throw notFound(ADMIN_ORDER_NOT_FOUND);
      if (result.outcome === 'not_awaiting_payment') {
        throw new HttpError(409, 'conflict', notAwaitingPayment(result.orderNumber, result.status));
      }
      onJobsQueued();
      return c.json({ order: result.order });
    })
    .post(
      '/orders/:id/refunds',
      validate('param', IdParamSchema),
      validate('json', RefundInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const result = await recordRefund(db, id, c.req.valid('json'), actor(c.get('user')));
        if (result.outcome === 'not_found') throw notFound(ADMIN_ORDER_NOT_FOUND);
        if (result.outcome === 'refused') throw new HttpError(409, 'conflict', result.message);
        onJobsQueued();
        return c.json({ order: (await getAdminOrder(db, id))! }, 201);
      },
    )
    .delete('/orders/:id', validate('param', IdParamSchema), async (c) => {
      if (!(await deleteAdminOrder(db, c.req.valid('param').id))) {
        throw notFound(ADMIN_ORDER_NOT_FOUND);
      }
      return c.body(null, 204);
    });
}
