import { isClientError } from '../../lib/api';

/**
 * The server's message when it refused the request for a reason the owner can fix (a 4xx:
 * "A collection with that name already exists"), else the screen's own fallback text. A 5xx
 * or network message means nothing to the owner (spec admin §8: "shows the message, else ...").
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isClientError(error) && error instanceof Error && error.message ? error.message : fallback;
}
