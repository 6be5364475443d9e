import type { Session, SessionUser } from './auth/auth';
import type { TakenHit } from './http/rate-limits';

/** Hono's typing of what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The signed-in user, set by `loadSession`; null for visitors. */
    user: SessionUser | null;
    /** The session that signed the user in (null for visitors), set with `user`. */
    session: Session | null;
    /**
     * Set by `loadSession` when a read came with a session the database could not look up:
     * the request goes on as a visitor's, and what needs the user answers with this error (503).
     */
    sessionUnavailable?: unknown;
    /** Set by the site-lock gate on pages it shows a visitor who is locked out. */
    siteLockedOut?: boolean;
    /** The rate-limit hits this request took (http/rate-limits.ts `countHit`). */
    limitHits?: TakenHit[];
  };
}
