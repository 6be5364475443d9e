// A connection that dies as a transaction begins on it (a PostgreSQL restart or failover just as
// the pool hands the connection out) goes back to the pool: the next transaction gets a
// connection of its own, and the store's shutdown does not wait for the dead one for ever.
import { describe, expect, it } from 'vitest';
import { hangingUpAtFirstStatementPostgres } from '../test/database-outage';
import { isDatabaseUnavailable } from './pg-errors';
import { openPostgres } from './postgres-client';

describe('a connection that dies as its transaction begins', () => {
  it('leaves the pool its slot, and the database closes', async () => {
    const server = await hangingUpAtFirstStatementPostgres();
    try {
      // One connection: a transaction that kept its dead one would leave none for the next.
      const database = openPostgres(server.url, { poolSize: 1 });
      for (const attempt of ['first', 'second']) {
        const failure = await database.db
          .transaction(async () => {})
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(isDatabaseUnavailable(failure), attempt).toBe(true);
        // Its own connection died (drizzle wraps the driver's error), rather than a wait for
        // the first one's that times out.
        const { message } = ((failure as Error).cause ?? failure) as Error;
        expect(message, attempt).toMatch(/^Connection terminated/);
      }
      await database.close();
    } finally {
      await server.close();
    }
  });
});
