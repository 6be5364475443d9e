// What a service throws when the caller asked for something the rules refuse. Services do
// not speak HTTP: app.ts turns a DomainError into its status and `{ error: { code, message } }`
// body (http/errors.ts), so the same rule reads the same from a route, a job or a script.

/** invalid: the input breaks a rule (400). not_found: it names nothing (404). conflict: it
 * lost a race or clashes with what is already saved (409). */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Shown to the user as it is: the spec's wording where it names one. */
    message: string,
    /** The API's machine-readable code, when it is more specific than the kind's own. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, code?: string) =>
  new DomainError('invalid', message, code);
export const conflict = (message: string, code?: string) =>
  new DomainError('conflict', message, code);
