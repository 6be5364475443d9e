// The name a shopper typed at checkout, as the store's mails show it (docs/decisions/049).
// Anyone can order in someone else's address, and a "name" such as "Your account is suspended –
// verify at http://…" would greet that person in the store's own mail, where mail programs turn
// text that looks like an address (`http://…`, `www.…`, `example.com`) into a link. So a mail
// shows a name only when it is plainly a name, and is worded without it otherwise.

/** Longer than a name needs to be; a longer one is left out rather than cut. */
export const MAX_MAIL_NAME_LENGTH = 40;

/**
 * Words of letters (any script) and combining marks, joined by one space, apostrophe or hyphen,
 * or by a period and a space ("J. R. Tolkien", "Dr. Ruth"); a period may end the name ("Jr.").
 * No digits, no "@", ":", "/", and no period directly before a letter, so nothing in it can
 * read as a web or mail address.
 */
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:(?:[ '’-]|\. )[\p{L}\p{M}]+)*\.?$/u;

/**
 * The name to show in a mail, or null when the mail should be worded without it.
 * @example mailName('  Ruth   O’Brien-Smith ') // 'Ruth O’Brien-Smith'
 * @example mailName('Verify at www.example.com') // null
 */
export function mailName(name: string): string | null {
  const collapsed = name.trim().replace(/\s+/gu, ' ');
  if ([...collapsed].length > MAX_MAIL_NAME_LENGTH) return null;
  return PLAIN_NAME.test(collapsed) ? collapsed : null;
}
