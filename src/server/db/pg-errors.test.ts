import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './pg-errors';

const pgError = (fields: { code: string; constraint?: string; message?: string }) =>
  Object.assign(new Error(fields.message ?? 'query failed'), fields);
/** drizzle's wrapping of the driver's error. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query'), { cause });

describe('isUniqueViolation', () => {
  it('recognises 23505, bare or wrapped by drizzle', () => {
    expect(isUniqueViolation(pgError({ code: '23505' }))).toBe(true);
    expect(isUniqueViolation(wrapped(pgError({ code: '23505' })))).toBe(true);
    expect(isUniqueViolation(wrapped(pgError({ code: '23503' })))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('with a constraint, matches only that one, by field or by message', () => {
    const byField = wrapped(pgError({ code: '23505', constraint: 'orders_order_number_unique' }));
    const byMessage = wrapped(
      pgError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "orders_order_number_unique"',
      }),
    );
    const other = wrapped(pgError({ code: '23505', constraint: 'collections_name_unique' }));
    expect(isUniqueViolation(byField, 'orders_order_number_unique')).toBe(true);
    expect(isUniqueViolation(byMessage, 'orders_order_number_unique')).toBe(true);
    expect(isUniqueViolation(other, 'orders_order_number_unique')).toBe(false);
  });
});
