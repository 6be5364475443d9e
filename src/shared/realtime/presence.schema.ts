// The storefront's presence channel (spec storefront §7 Realtime: channel "visitors", each tab
// tracks {online_at, user_agent}) and what the owner's Live Visitors screen reads of it (spec
// admin §2 Live Visitors). DECISIONS.md: the server counts open storefront tabs; an admin's
// own tabs are not counted.
import { z } from 'zod';
import { safeText } from '../text/safe-text';

export { PRESENCE_PATH } from './presence-protocol';

/** Longest user agent and path kept; the socket refuses larger messages outright. */
export const USER_AGENT_MAX = 512;
export const PATH_MAX = 1024;

/**
 * What a tab sends: `track` on joining and after each navigation (the whole state, as the
 * spec's `track()` does), `ping` now and then. The path is the pathname only: query strings
 * can hold an e-mail address (tracking, unsubscribe links) and are not the owner's business.
 */
export const PresenceClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('track'),
    online_at: z.iso.datetime(),
    user_agent: safeText('User agent').max(USER_AGENT_MAX),
    path: safeText('Path')
      .max(PATH_MAX)
      .regex(/^\/[^?#]*$/, 'A path starts with / and has no query'),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type PresenceClientMessage = z.infer<typeof PresenceClientMessageSchema>;

/** The server's answer to `ping`. */
export const PRESENCE_PONG = JSON.stringify({ type: 'pong' });

export const DEVICES = ['Mobile', 'Desktop'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * Spec admin §2: a visitor is Mobile if the user agent contains "Mobile".
 * @example deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) … Mobile/15E148') // 'Mobile'
 */
export function deviceOf(userAgent: string): Device {
  return userAgent.includes('Mobile') ? 'Mobile' : 'Desktop';
}

export const LiveVisitorSchema = z.object({
  /** The tab's connection, stable while it stays connected. */
  id: z.string(),
  onlineAt: z.iso.datetime(),
  device: z.enum(DEVICES),
  /** The page the tab shows now. */
  path: z.string(),
});
export type LiveVisitor = z.infer<typeof LiveVisitorSchema>;

/**
 * The most visitors a snapshot lists; the count is always whole. Each change sends the owner's
 * pages the whole snapshot, which must stay small when a crowd arrives.
 */
export const LIVE_VISITORS_LISTED = 200;

/** Everyone online as of `asOf`: how many, and the first of them, longest online first. */
export const LiveVisitorsSchema = z.object({
  asOf: z.iso.datetime(),
  count: z.number().int().nonnegative(),
  /** Visitor #1 has been here longest; at most LIVE_VISITORS_LISTED. */
  visitors: z.array(LiveVisitorSchema).max(LIVE_VISITORS_LISTED),
});
export type LiveVisitors = z.infer<typeof LiveVisitorsSchema>;

/**
 * How long a visitor has been online, for the Live Visitors list: seconds, then minutes and
 * seconds, then hours and minutes.
 * @example formatTimeOnline(65_000) // '1m 05s'
 * @example formatTimeOnline(3_720_000) // '1h 02m'
 */
export function formatTimeOnline(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;
}
