import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hangingUpPostgres, unreachablePostgresUrl } from '../test/database-outage';
import { isDatabaseUnavailable, isUniqueViolation } from './pg-errors';
import { openPostgres } from './postgres-client';

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

/** What a query on a PostgreSQL database at `url` fails with. */
async function queryFailure(url: string): Promise<unknown> {
  const database = openPostgres(url, { poolSize: 1 });
  try {
    return await database.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await database.close();
  }
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, as while the server restarts', async () => {
    const failure = await queryFailure(await unreachablePostgresUrl());
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('recognises a connection the server ended', async () => {
    const server = await hangingUpPostgres();
    try {
      const failure = await queryFailure(server.url);
      expect(((failure as Error).cause as Error).message).toMatch(/^Connection terminated/);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('recognises what PostgreSQL says when it ends a session or refuses one, wrapped or not', () => {
    const killed = pgError({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(isDatabaseUnavailable(killed)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(killed))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError({ code: '08006' })))).toBe(true);
    expect(isDatabaseUnavailable(pgError({ code: '53300' }))).toBe(true);
    const closed = pgError({
      code: '55000',
      message: 'database "store" is not currently accepting connections',
    });
    expect(isDatabaseUnavailable(wrapped(closed))).toBe(true);
  });

  it('leaves every other error a bug or a refusal, as before', () => {
    expect(isDatabaseUnavailable(wrapped(pgError({ code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError({ code: '42601' })))).toBe(false);
    expect(isDatabaseUnavailable(pgError({ code: '55000', message: 'object not ready' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
