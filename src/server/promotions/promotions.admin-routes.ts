import { Hono } from 'hono';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import {
  PromotionActiveSchema,
  PromotionInputSchema,
} from '../../shared/promotions/promotion.schema';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import {
  createPromotion,
  deletePromotion,
  listPromotions,
  setPromotionActive,
  updatePromotion,
} from './promotions.service';
import type { Services } from '../services';

const PROMOTION_NOT_FOUND = 'Promotion not found.';

/** Site promotions, for the owner (mounted behind requireAdmin). */
export function promotionAdminRoutes({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .get('/promotions', async (c) => c.json({ promotions: await listPromotions(db, clock()) }))
    .post('/promotions', validate('json', PromotionInputSchema), async (c) =>
      c.json({ promotion: await createPromotion(db, c.req.valid('json'), clock()) }, 201),
    )
    .put(
      '/promotions/:id',
      validate('param', IdParamSchema),
      validate('json', PromotionInputSchema),
      async (c) => {
        const promotion = await updatePromotion(
          db,
          c.req.valid('param').id,
          c.req.valid('json'),
          clock(),
        );
        if (!promotion) throw notFound(PROMOTION_NOT_FOUND);
        return c.json({ promotion });
      },
    )
    .patch(
      '/promotions/:id/active',
      validate('param', IdParamSchema),
      validate('json', PromotionActiveSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const promotion = await setPromotionActive(db, id, c.req.valid('json').isActive, clock());
        if (!promotion) throw notFound(PROMOTION_NOT_FOUND);
        return c.json({ promotion });
      },
    )
    .delete('/promotions/:id', validate('param', IdParamSchema), async (c) => {
      if (!(await deletePromotion(db, c.req.valid('param').id)))
        throw notFound(PROMOTION_NOT_FOUND);
      return c.body(null, 204);
    });
}
