// Postgres errors a service expects and answers, whichever driver (PGlite or node-postgres)
// raised them: drizzle wraps the driver's error in `cause`.

interface PgErrorFields {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * True for a unique-constraint violation (SQLSTATE 23505); with `constraint`, only for that
 * one, named in the error's `constraint` field or, where a driver leaves that unset, its message.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = ((error as { cause?: unknown } | null)?.cause ?? error) as PgErrorFields | null;
  if (pgError?.code !== '23505') return false;
  return (
    constraint === undefined ||
    pgError.constraint === constraint ||
    !!pgError.message?.includes(constraint)
  );
}

/**
 * SQLSTATEs that mean the database cannot serve us now, not that the statement was wrong:
 * class 08 (connection exception), 57P01-57P03 (an administrator or a crash ended the backend,
 * or the server is starting or stopping), 53300 (no connection slot left).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What the network says when the server is gone, restarting, or not there yet. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres (pg, pg-pool) raises these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  // SQLSTATE 55000 is a broad class; this one is a database closed to new connections
  // (ALTER DATABASE ... ALLOW_CONNECTIONS false, or one being dropped or cloned).
  /is not currently accepting connections$/,
];

/**
 * True when `error` (or a cause it wraps: drizzle, pg-pool and better-auth each wrap) says the
 * database is unreachable: down, restarting, failing over, or closed to connections. Such a
 * request may succeed as it is a moment later, so it answers 503, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code, message } = current as PgErrorFields;
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => known.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
