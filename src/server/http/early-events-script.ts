// The inline script of a server-rendered page (src/shared/site/early-events.ts, decision 039) as
// the page's head carries it, and the Content-Security-Policy source that lets it run.
import { createHash } from 'node:crypto';
import { EARLY_EVENTS_INLINE_SOURCE } from '../../shared/site/early-events';

/** The script element, for the head of a server-rendered page. */
export const EARLY_EVENTS_SCRIPT = `<script>${EARLY_EVENTS_INLINE_SOURCE}</script>`;

/** The Content-Security-Policy source that lets this one inline script run (security-headers.ts). */
export const EARLY_EVENTS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_EVENTS_INLINE_SOURCE).digest('base64')}'`;
