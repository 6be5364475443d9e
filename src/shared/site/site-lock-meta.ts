// Kept apart from site-lock.schema.ts so the storefront's first download reads it without zod.

/**
 * The meta tag in the HTML of a page served to a visitor who is locked out (the locked page,
 * and the pages open while locked): the client router keeps such a visitor on those pages.
 */
export const SITE_LOCK_META_NAME = 'ctk-site-lock';

/** The code of the API's answer to a locked-out visitor. */
export const SITE_LOCKED_CODE = 'site_locked';
