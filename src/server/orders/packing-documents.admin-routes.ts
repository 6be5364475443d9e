// Packing slips and invoices (issue 26, item 4): a PDF for one order from its dialog, or for
// the orders chosen in the list. Mounted before the orders routes, so `/orders/:id` does not
// take `/orders/packing-slips.pdf` for an order id.
import { Hono, type Context } from 'hono';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import {
  OrderIdsQuerySchema,
  packingDocumentFileName,
  type PackingDocument,
} from '../../shared/orders/packing-documents';
import type { AppEnv } from '../app-env';
import type { Services } from '../services';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { ADMIN_ORDER_NOT_FOUND } from './orders.admin-routes';
import { packingDocumentsPdf } from './packing-documents.service';

export const ordersNotFound = (missing: number) =>
  `${missing === 1 ? 'One of the chosen orders was' : `${missing} of the chosen orders were`} not found. They may have been deleted: reload the list and try again.`;

/** What the packing slips and invoices use of the store's services (services.ts). */
export type PackingDocumentRouteDeps = Pick<Services, 'db' | 'clock'>;

export function packingDocumentAdminRoutes({ db, clock }: PackingDocumentRouteDeps) {
  const send = async (c: Context<AppEnv>, kind: PackingDocument, ids: readonly string[]) => {
    const result = await packingDocumentsPdf(db, kind, ids);
    if (result.outcome === 'not_found') {
      throw notFound(ids.length === 1 ? ADMIN_ORDER_NOT_FOUND : ordersNotFound(result.missing));
    }
    const fileName = packingDocumentFileName(kind, result.orderNumbers, clock());
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    // Customers' names and addresses stay out of shared caches and the browser's disk cache.
    c.header('Cache-Control', 'private, no-store');
    return c.body(result.pdf.slice().buffer);
  };
  return new Hono<AppEnv>()
    .get('/orders/packing-slips.pdf', validate('query', OrderIdsQuerySchema), (c) =>
      send(c, 'packing-slip', c.req.valid('query').ids),
    )
    .get('/orders/invoices.pdf', validate('query', OrderIdsQuerySchema), (c) =>
      send(c, 'invoice', c.req.valid('query').ids),
    )
    .get('/orders/:id/packing-slip.pdf', validate('param', IdParamSchema), (c) =>
      send(c, 'packing-slip', [c.req.valid('param').id]),
    )
    .get('/orders/:id/invoice.pdf', validate('param', IdParamSchema), (c) =>
      send(c, 'invoice', [c.req.valid('param').id]),
    );
}
