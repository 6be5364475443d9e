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
