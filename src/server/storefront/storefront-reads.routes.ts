// The storefront's reads as routes, one per entry of the table (shared/storefront/
// storefront-reads.ts): the entry's path, its schemas' validation (400 with the schema's
// message), its cache headers, and its service's answer. The catalogue snapshot answers most of
// these GETs before they get here; these answer the rest (a query only the schema can judge, an
// unknown id, a snapshot that cannot be made).
import { Hono, type Context } from 'hono';
import { readSchemas } from '../../shared/storefront/storefront-read-schemas';
import {
  readEntry,
  REVALIDATE,
  STOREFRONT_READ_NAMES,
  type StorefrontReadName,
} from '../../shared/storefront/storefront-reads';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { revalidate } from '../http/caching';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { STOREFRONT_READ_SERVICES, type ReadContext } from './storefront-reads.service';
import type { Services } from '../services';

/** Mounted under /api; paths without a parameter first, so `/products/:id` comes last. */
export function storefrontReadRoutes({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  const routes = new Hono<AppEnv>();
  for (const name of STOREFRONT_READ_NAMES) addRead(routes, name, db, clock);
  return routes;
}

function addRead(routes: Hono<AppEnv>, name: StorefrontReadName, db: Db, clock: () => Date) {
  const read = readEntry(name);
  const schemas = readSchemas(name);
  // Its arguments are what this read's own schemas parsed, which is what its service takes.
  const service = STOREFRONT_READ_SERVICES[name] as (
    context: ReadContext,
    args: object,
  ) => Promise<object | null>;
  const path = read.path.slice('/api'.length);
  if (read.cacheControl === REVALIDATE) routes.use(path, revalidate);
  const answer = async (c: Context<AppEnv>) => {
    const args = {
      ...(schemas.query ? (c.req.valid('query' as never) as object) : {}),
      ...(schemas.param ? (c.req.valid('param' as never) as object) : {}),
    };
    const body = await service({ db, now: clock() }, args);
    if (body === null) throw notFound(read.notFound);
    if (read.cacheControl === 'no-store') c.header('Cache-Control', 'no-store');
    return c.json(body);
  };
  if (schemas.query) routes.get(path, validate('query', schemas.query), answer);
  else if (schemas.param) routes.get(path, validate('param', schemas.param), answer);
  else routes.get(path, answer);
}
