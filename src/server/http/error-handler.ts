// What every request leaves in the log, and how a thrown error becomes an answer: a 4xx with
// the API's error shape for anything the caller can fix, a 503 while the database cannot be
// reached, a logged 500 (a bug) for the rest.
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { DomainError } from '../domain-errors';
import type { Logger } from '../logger';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  errorBody,
  fromDomainError,
  HttpError,
} from './errors';
import { TooManyRequestsError, tooManyRequestsResponse } from './rate-limits';

/** One line per request: method, path, status and time; never a body or a query string. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (thrown, c) => {
    const error = thrown instanceof DomainError ? fromDomainError(thrown) : thrown;
    if (error instanceof TooManyRequestsError) return tooManyRequestsResponse(c, error);
    if (error instanceof HttpError)
      return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody('invalid_request', error.message || 'The request is not valid.'),
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is restarting, failing over or unreachable (pg-errors.ts).
      logger.warn(
        { err: error, requestId: c.get('requestId'), path: c.req.path },
        'database unavailable',
      );
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE), 503);
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: c.req.path },
      'unhandled error',
    );
    return c.json(
      errorBody('internal', 'Something went wrong on our side. Please try again.'),
      500,
    );
  };
}
