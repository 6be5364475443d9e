// The lock as the gate reads it while the database cannot be reached (docs/decisions/042): the
// last setting known is served, so a locked store stays locked; with none known, or for any other
// failure, the read fails as before. Runs without PostgreSQL: the databases are local ports where
// nothing listens, or where a server refuses the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_LOCK, type SiteLockSetting } from '../../shared/site/site-lock.schema';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { openPostgres } from '../db/postgres-client';
import { refusingPostgres, unreachablePostgresUrl } from '../test/database-outage';
import { createSiteLockReader } from './site-lock.service';

const LOCKED: SiteLockSetting = {
  ...DEFAULT_SITE_LOCK,
  isLocked: true,
  message: 'Restocking',
};

let unreachable: Database;
beforeAll(async () => {
  unreachable = openPostgres(await unreachablePostgresUrl(), { poolSize: 1 });
});
afterAll(() => unreachable.close());

const failure = (read: Promise<unknown>) =>
  read.then(
    () => null,
    (error: unknown) => error,
  );

describe('the site lock reader while the database is unreachable', () => {
  it('fails with the outage when no setting was ever read', async () => {
    const reader = createSiteLockReader(unreachable.db);
    expect(isDatabaseUnavailable(await failure(reader.get()))).toBe(true);
  });

  it('serves the setting this instance saved last: a store locked just before stays locked', async () => {
    const reader = createSiteLockReader(unreachable.db);
    reader.invalidate(LOCKED);
    expect(await reader.get()).toEqual(LOCKED);
    // Asked again at once: the same, without a new failure in between.
    expect(await reader.get()).toEqual(LOCKED);
  });
});

describe('the site lock reader on a database that fails otherwise', () => {
  it('does not hide the failure behind the setting it knows', async () => {
    const server = await refusingPostgres();
    const misconfigured = openPostgres(server.url, { poolSize: 1 });
    try {
      const reader = createSiteLockReader(misconfigured.db);
      reader.invalidate(LOCKED);
      const refused = await failure(reader.get());
      expect(((refused as Error).cause as { code?: string }).code).toBe('28P01');
      expect(isDatabaseUnavailable(refused)).toBe(false);
    } finally {
      await misconfigured.close();
      await server.close();
    }
  });
});
