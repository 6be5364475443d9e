// Text a person typed: never control characters, never broken Unicode. Postgres refuses a NUL
// in text (the request failed with a 500), a lone surrogate turns into U+FFFD or breaks a
// mail template, and an escape sequence in a name can garble the owner's terminal or
// e-mail. Every string field of the API's input schemas starts from `safeText`, so the
// browser and the server refuse them alike, with the field's own message.
import { z } from 'zod';

/**
 * C0 controls (U+0000-U+001F), DEL and C1 controls (U+007F-U+009F). Multi-line fields allow
 * line feed and tab; a carriage return is folded into the line feed first.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface SafeTextOptions {
  /** Keeps line feeds and tabs (a message, a description). */
  multiline?: boolean;
  /** The message when the value is missing or not a string; `<label> is required` by default. */
  required?: string;
  /** The message for a control character or broken Unicode. */
  invalid?: string;
}

export const invalidTextMessage = (label: string) =>
  `${label} contains characters that are not allowed`;

/** True when `value` holds no control characters (but \n and \t when multi-line) and no lone surrogate. */
export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTILINE : CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

/**
 * A string schema that refuses control characters and invalid Unicode, ready for the usual
 * `.trim().min().max()` chain.
 * @example safeText('Name').trim().min(1, 'Name is required').max(100)
 * @example safeText('Message', { multiline: true }).trim().max(1000)
 */
export function safeText(label: string, options: SafeTextOptions = {}) {
  const { multiline = false } = options;
  const text = z.string(options.required ?? `${label} is required`);
  // Browsers send a textarea's line breaks as \n; other clients may send \r\n.
  const lines = multiline ? text.overwrite((value) => value.replace(/\r\n?/g, '\n')) : text;
  return lines.refine(
    (value) => isSafeText(value, multiline),
    options.invalid ?? invalidTextMessage(label),
  );
}
