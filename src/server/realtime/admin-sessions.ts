// An admin socket lasts no longer than the session that opened it (docs/decisions/047). A socket
// is checked once, at its upgrade; without this it kept receiving new orders (names, totals)
// after its session was signed out. Two ways it is closed:
// - at once when a process ends a session (sign-out, password reset): that process closes its
//   own sockets and announces the session on the bus, so every other copy closes theirs;
// - by a check every few seconds, in one query, for what nobody announces: the session expired,
//   the user lost the admin role, a row deleted by hand.
import type { WSContext } from 'hono/ws';
import type { Logger } from '../logger';
import type { Bus } from '../platform/bus';

/** "Policy violation" (RFC 6455 §7.4.1): the session no longer allows this socket. */
export const SESSION_ENDED_CLOSE_CODE = 1008;
const SESSION_ENDED_REASON = 'Session ended';
/** How often the sessions of the open admin sockets are checked. */
export const DEFAULT_SESSION_CHECK_MS = 5_000;

type Socket = WSContext<unknown>;

export interface AdminSessionsDeps {
  bus: Bus;
  logger: Logger;
  /** Of these sessions, the ones that still sign an admin in (auth/admin-sessions.service.ts). */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  /** How often the open sockets' sessions are checked (DEFAULT_SESSION_CHECK_MS unless given). */
  checkMs?: number | undefined;
}

export interface AdminSessions {
  /** Resolves once the bus brings other copies' ended sessions. */
  readonly ready: Promise<void>;
  /** Keeps `socket` open only while session `sessionId` signs an admin in. */
  watch(socket: Socket, sessionId: string): void;
  /** The socket closed. */
  forget(socket: Socket): void;
  /** This process ended the session: its sockets here close now, and on every copy soon. */
  ended(sessionId: string): void;
}

export function createAdminSessions(deps: AdminSessionsDeps): AdminSessions {
  const { bus, logger } = deps;
  const checkMs = deps.checkMs ?? DEFAULT_SESSION_CHECK_MS;
  /** Each open admin socket with the id of the session it was opened with. */
  const sockets = new Map<Socket, string>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  /** The checks run while there are sockets to check. */
  function forget(socket: Socket) {
    sockets.delete(socket);
    if (sockets.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  function closeSocket(socket: Socket) {
    forget(socket);
    // From here on its state is "closing", which the hub's broadcast skips.
    socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
  }

  function closeSession(sessionId: string) {
    for (const [socket, id] of sockets) if (id === sessionId) closeSocket(socket);
  }

  async function check() {
    if (checking || sockets.size === 0) return;
    checking = true;
    const asked = new Set(sockets.values());
    try {
      const live = await deps.liveSessions([...asked]);
      // Sockets opened while the query ran were not asked about: the next check is theirs.
      for (const [socket, id] of sockets) if (asked.has(id) && !live.has(id)) closeSocket(socket);
    } catch (error) {
      // Unknown is not ended: while the database is unreachable, the owner keeps the feed.
      logger.warn({ err: error }, 'could not check the sessions of the admin sockets');
    } finally {
      checking = false;
    }
  }

  const ready = bus
    .subscribe('session-ended', ({ sessionId }) => closeSession(sessionId))
    .then(() => undefined);

  return {
    ready,
    watch(socket, sessionId) {
      sockets.set(socket, sessionId);
      if (!timer) {
        timer = setInterval(() => void check(), checkMs);
        timer.unref();
      }
    },
    forget,
    ended(sessionId) {
      closeSession(sessionId);
      bus
        .publish('session-ended', { sessionId })
        .catch((error: unknown) =>
          logger.error({ err: error }, 'could not announce an ended session'),
        );
    },
  };
}
