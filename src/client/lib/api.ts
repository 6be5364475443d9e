// The one way the client calls our server. `api` is Hono's RPC client typed by the server's
// own route definitions: paths, inputs and answers come from the routes, so renaming a route
// or changing what it answers fails `npm run typecheck` wherever the client uses it. The
// storefront's reads are routes built from one table (shared/storefront/storefront-reads.ts),
// which `callRead` follows in the same way: its paths, inputs and response schemas.
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';
import type { ApiError } from '../../shared/http/api-error.schema';
import type { ReadResponse } from '../../shared/storefront/storefront-read-schemas';
import { readUrl } from '../../shared/storefront/storefront-read-urls';
import type { ReadInput, StorefrontReadName } from '../../shared/storefront/storefront-reads';
import { pageDataFetch } from './page-data';

/** A non-2xx answer from our server, carrying the message the spec shows to the user. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const JSON_HEADERS = { Accept: 'application/json' };
/** A GET the page's HTML already answered (lib/page-data.ts) is served from there, once. */
const apiFetch = pageDataFetch(() => (typeof document === 'undefined' ? undefined : document));

/**
 * Every route of /api but the storefront's reads (`callRead`):
 * `api.search.$get({ query: { q } }, { init: { signal } })`. JSON in and out, with the session
 * cookie. Hand the call to `callApi` for the answer.
 */
export const api = hc<AppType>('/', {
  headers: JSON_HEADERS,
  init: { credentials: 'same-origin' },
  fetch: apiFetch,
}).api;

/**
 * An `:id` path parameter. Hono's client puts parameter values into the path as they are, and
 * an id may come from the address bar or a hand-edited cart.
 */
export function idParam(id: string): { id: string } {
  return { id: encodeURIComponent(id) };
}

/** The body of the 2xx answers a call may get: JSON, or nothing (204). */
type ApiData<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : Format extends 'json'
        ? Body
        : undefined
    : never;

// A structural check rather than the zod schema keeps zod out of the storefront's first download.
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: { text(): Promise<string> }): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON of a 2xx answer; any other answer throws an ApiRequestError. */
async function answerOf(response: {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}): Promise<unknown> {
  const payload = await readJson(response);
  if (!response.ok) {
    if (isApiError(payload)) {
      throw new ApiRequestError(response.status, payload.error.code, payload.error.message);
    }
    throw new ApiRequestError(
      response.status,
      'http_error',
      `Request failed (${response.status} ${response.statusText})`,
    );
  }
  return payload;
}

/**
 * Waits for a call of `api` and returns what the route answers on success; any other answer
 * throws an ApiRequestError with the server's code and message.
 *
 * @example const { products } = await callApi(api.search.$get({ query: { q } }));
 */
export async function callApi<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<ApiData<R>> {
  // The server's route types say what a 2xx answer holds; this is where they meet the wire.
  return (await answerOf(await call)) as ApiData<R>;
}

/**
 * A storefront read (shared/storefront/storefront-reads.ts) at the URL its table entry makes,
 * answering what its response schema says; failures as `callApi`'s.
 *
 * @example const { products } = await callRead('products', { collection: 'NBA' }, signal);
 */
export async function callRead<N extends StorefrontReadName>(
  name: N,
  input: ReadInput<N>,
  signal?: AbortSignal,
): Promise<ReadResponse<N>> {
  const response = await apiFetch(readUrl(name, input), {
    headers: JSON_HEADERS,
    credentials: 'same-origin',
    signal,
  });
  // The read's response schema says what a 2xx answer holds; this is where it meets the wire.
  return (await answerOf(response)) as ReadResponse<N>;
}

/** True for answers the caller caused (4xx): asking again would get the same answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
