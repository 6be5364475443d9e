import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../shared/http/api-error.schema';
import type { DomainError, DomainErrorKind } from '../domain-errors';

/** An error the caller can fix (or may not see): it leaves as `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'invalid_request') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

/** What a request that needs the database hears while it cannot be reached (a 503). */
export const DATABASE_UNAVAILABLE =
  'The store is briefly unavailable. Please try again in a minute.';
/** Retry-After of that answer: a restart takes seconds, a managed failover up to a minute or two. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

const DOMAIN_ERROR_STATUS = {
  invalid: { status: 400, code: 'invalid_request' },
  not_found: { status: 404, code: 'not_found' },
  conflict: { status: 409, code: 'conflict' },
} satisfies Record<DomainErrorKind, { status: ContentfulStatusCode; code: string }>;

/** The answer to a rule a service refused: its kind's status, its own message. */
export function fromDomainError(error: DomainError): HttpError {
  const { status, code } = DOMAIN_ERROR_STATUS[error.kind];
  return new HttpError(status, error.code ?? code, error.message);
}

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}
