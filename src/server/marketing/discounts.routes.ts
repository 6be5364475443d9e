import { Hono } from 'hono';
import {
  ValidateDiscountSchema,
  type DiscountValidation,
} from '../../shared/marketing/discount.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { clientAddress } from '../http/client-address';
import { countFailures } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { RateLimiter } from '../platform/rate-limit';
import { findUsableDiscount } from './discounts.service';

export interface DiscountRouteDeps {
  db: Db;
  clock: () => Date;
  /** Failed look-ups per client (http/rate-limits.ts), so codes cannot be guessed by trying many. */
  guesses: RateLimiter;
  trustProxy: boolean;
}

export function discountRoutes(deps: DiscountRouteDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>().post(
    '/discounts/validate',
    validate('json', ValidateDiscountSchema),
    async (c) => {
      const { code, subtotalCents } = c.req.valid('json');
      // Only a code that is not usable counts: the storefront's own checks of a shopper's code
      // (the reminder, checkout) never use up the limit meant for guessing (docs/decisions/049).
      const lookup = await countFailures(
        c,
        deps.guesses,
        clientAddress(c, deps.trustProxy),
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
