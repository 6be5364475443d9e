// A body nested thousands of levels deep is refused before anything parses it: JSON.parse
// copes, but a recursive walk of the result (JSON.stringify when a route passes the body on,
// a deep copy, a schema) runs out of stack and threw RangeError, a 500 (docs/decisions/051).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from './errors';

/**
 * Objects and arrays inside one another. The deepest body the store's own screens send is 5
 * (the settings form's crypto wallets); better-auth's are flat. Far below where any recursion
 * gives out (thousands of levels).
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = 'The request body is nested too deeply.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether `bytes`, read as JSON, opens more than `max` objects and arrays inside one another.
 * One pass over the bytes without parsing: brackets inside strings do not count. Every byte
 * it looks at is ASCII, which UTF-8 never uses inside a longer character, so the bytes need
 * no decoding; whatever is not JSON is left for the parser to refuse.
 */
export function nestedDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Refuses, with 400, a body nested deeper than MAX_JSON_DEPTH, whatever its content type
 * says: routes that hand a body on read it as JSON regardless (auth/forward.ts). Mounted
 * behind the body-size limit, so what it reads is small; the body is put back for the route.
 */
export function jsonDepthLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    if (nestedDeeperThan(bytes, MAX_JSON_DEPTH)) {
      return c.json(errorBody('invalid_request', JSON_TOO_DEEP), 400);
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
