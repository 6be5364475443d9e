import { Hono, type MiddlewareHandler } from 'hono';
import {
  ValidateDiscountSchema,
  type DiscountValidation,
} from '../../shared/marketing/discount.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { validate } from '../http/validation';
import { findUsableDiscount } from './discounts.service';

/** `limit`: look-ups per client, so codes cannot be guessed by trying many. */
export function discountRoutes(db: Db, clock: () => Date, limit: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().post(
    '/discounts/validate',
    validate('json', ValidateDiscountSchema),
    limit,
    async (c) => {
      const { code, subtotalCents } = c.req.valid('json');
      const lookup = await findUsableDiscount(db, code, clock(), { subtotalCents });
      const body: DiscountValidation = lookup.ok
        ? { valid: true, code, discount_percentage: lookup.discount.percentage, error: null }
        : { valid: false, code, discount_percentage: null, error: lookup.error };
      return c.json(body);
    },
  );
}
