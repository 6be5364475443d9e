// The owner's Customers screen (issue 26, item 5): list, CSV, one customer's page.
import { Hono } from 'hono';
import {
  CUSTOMER_NOT_FOUND,
  CustomerIdParamSchema,
  CustomerListFilterSchema,
  CustomerListQuerySchema,
} from '../../shared/customers/customer.schema';
import type { AppEnv } from '../app-env';
import { privateNoStore } from '../http/caching';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { customersCsvStream } from './customers.export.service';
import type { Services } from '../services';
import { getCustomer, listCustomers } from './customers.service';

/** What the Customers routes use of the store's services (services.ts). */
export type CustomerAdminRouteDeps = Pick<Services, 'db' | 'clock'>;

/** The owner's Customers screen (mounted behind requireAdmin). */
export function customerAdminRoutes({ db, clock }: CustomerAdminRouteDeps) {
  return new Hono<AppEnv>()
    .use('/customers', privateNoStore)
    .use('/customers/*', privateNoStore)
    .get('/customers', validate('query', CustomerListQuerySchema), async (c) =>
      c.json(await listCustomers(db, c.req.valid('query'))),
    )
    .get('/customers/export', validate('query', CustomerListFilterSchema), (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="customers-${clock().toISOString().slice(0, 10)}.csv"`,
      );
      return c.body(customersCsvStream(db, c.req.valid('query')));
    })
    .get('/customers/:id', validate('param', CustomerIdParamSchema), async (c) => {
      const customer = await getCustomer(db, c.req.valid('param').id);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return c.json(customer);
    });
}
