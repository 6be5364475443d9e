import { Hono } from 'hono';
import {
  ValidateDiscountSchema,
  type DiscountValidation,
} from '../../shared/marketing/discount.schema';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/client-address';
import { countFailures } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { findUsableDiscount } from './discounts.service';

export function discountRoutes({
  db,
  clock,
  limits,
  config,
}: Pick<Services, 'db' | 'clock' | 'limits' | 'config'>) {
  return new Hono<AppEnv>().post(
    '/discounts/validate',
    validate('json', ValidateDiscountSchema),
    async (c) => {
      const { code, subtotalCents } = c.req.valid('json');
      // Only a code that is not usable counts: the storefront's own checks of a shopper's code
      // (the reminder, checkout) never use up the limit meant for guessing (docs/decisions/049).
      const lookup = await countFailures(
        // Failed look-ups per client, so codes cannot be guessed by trying many.
        c,
        limits.discountPerClient,
        clientAddress(c, config.trustProxy),
        () => findUsableDiscount(db, code, clock(), { subtotalCents }),
        (found) => found.ok,
      );
      const body: DiscountValidation = lookup.ok
        ? { valid: true, code, discount_percentage: lookup.discount.percentage, error: null }
        : { valid: false, code, discount_percentage: null, error: lookup.error };
      return c.json(body);
    },
  );
}
