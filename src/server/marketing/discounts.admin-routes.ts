import { Hono } from 'hono';
import {
  DISCOUNT_CODE_MESSAGES,
  DiscountCodeActiveSchema,
  DiscountCodeCreateSchema,
  DiscountCodeUpdateSchema,
} from '../../shared/marketing/discount-code.schema';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  setDiscountCodeActive,
  updateDiscountCode,
} from './discounts.admin.service';
import type { Services } from '../services';

/** Discount codes, for the owner (mounted behind requireAdmin). */
export function discountAdminRoutes({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .get('/discounts', async (c) => c.json({ discounts: await listDiscountCodes(db) }))
    .post('/discounts', validate('json', DiscountCodeCreateSchema), async (c) =>
      c.json({ discount: await createDiscountCode(db, c.req.valid('json'), clock()) }, 201),
    )
    .put(
      '/discounts/:id',
      validate('param', IdParamSchema),
      validate('json', DiscountCodeUpdateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const discount = await updateDiscountCode(db, id, c.req.valid('json'), clock());
        if (!discount) throw notFound(DISCOUNT_CODE_MESSAGES.notFound);
        return c.json({ discount });
      },
    )
    .patch(
      '/discounts/:id/active',
      validate('param', IdParamSchema),
      validate('json', DiscountCodeActiveSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const discount = await setDiscountCodeActive(db, id, c.req.valid('json').isActive, clock());
        if (!discount) throw notFound(DISCOUNT_CODE_MESSAGES.notFound);
        return c.json({ discount });
      },
    )
    .delete('/discounts/:id', validate('param', IdParamSchema), async (c) => {
      if (!(await deleteDiscountCode(db, c.req.valid('param').id)))
        throw notFound(DISCOUNT_CODE_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
