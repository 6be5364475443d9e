// Our routes in front of better-auth's endpoints read the JSON body (to limit or check it) and
// then hand the request on with the body they chose.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Auth } from './auth';

/** The JSON body of a better-auth request, read once so it can be passed on again. */
export async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => null);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/** better-auth's answer to this request with `body` as its JSON body, at `path` (under /api/auth) when given. */
export function forward(
  auth: Auth,
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  path?: string,
) {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const url = new URL(c.req.raw.url);
  if (path) url.pathname = `/api/auth${path}`;
  return auth.handler(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
}

/** An account's e-mail as the per-account limits count it. */
export const accountKey = (email: unknown) =>
  typeof email === 'string' ? email.trim().toLowerCase() : '';
