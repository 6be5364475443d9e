// JSON logs (pino). A log line never carries what a customer typed: no request bodies, no
// names, no e-mail addresses. Errors are logged by name, message and stack only, because a
// failed query's error holds the values it was sent (drizzle's message ends in
// "params: <name>,<e-mail>", Postgres adds "Key (email)=(...)" as its detail).
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/** Replaces e-mail addresses in free text (a mail server's refusal names its recipient). */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL, '<e-mail>');
}

/** `jane.doe@example.com` -> `j***@example.com`: enough to tell mail apart, not to read it. */
export function maskEmail(value: unknown): string {
  if (typeof value !== 'string') return '[redacted]';
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value[0]}***${value.slice(at)}` : '[redacted]';
}

/** The stack's frames only: its first line repeats the message, values included. */
function frames(stack: string | undefined): string | undefined {
  const lines = stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return lines?.length ? lines.join('\n') : undefined;
}

/** What a log line may say about an error. */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  // drizzle's DrizzleQueryError: keep the statement, drop the parameters.
  const query = (error as { query?: unknown }).query;
  const message =
    typeof query === 'string' && 'params' in error
      ? `Failed query: ${query}`
      : scrubEmails(error.message);
  const code = (error as { code?: unknown }).code;
  const stack = frames(error.stack);
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(stack ? { stack } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: describeError(error.cause, depth + 1) }
      : {}),
  };
}

/** `destination`: stdout unless given (tests read the lines back). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'store' },
    serializers: { err: (error: unknown) => describeError(error) },
    // Mail logs name their recipient; a masked address still tells two messages apart.
    redact: { paths: ['to', 'replyTo', 'email'], censor: maskEmail },
  };
  return destination ? pino(options, destination) : pino(options);
}
