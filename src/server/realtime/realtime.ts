// The store's live connections, wired once per instance: the socket hub, new orders from the
// bus to the admins connected here, the storefront's presence with its feed to the admins, and
// the watch that closes an admin's socket when its session ends.
import type { AdminRealtimeMessage } from '../../shared/notifications/new-order.schema';
import { liveAdminSessions } from '../auth/admin-sessions.service';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Bus } from '../platform/bus';
import { createMemoryPresence, type Presence } from '../platform/presence';
import { createAdminSessions } from './admin-sessions';
import { createPresenceFeed } from './presence-feed';
import { createRealtimeHub, DEFAULT_HEARTBEAT_MS } from './realtime-hub';
import { ADMIN_ROOM } from './realtime.admin-routes';

export interface RealtimeDeps {
  bus: Bus;
  db: Db;
  logger: Logger;
  /** How often sockets are pinged (the hub's default unless given). */
  heartbeatMs?: number | undefined;
  /** The live visitors; in-process unless given (Redis). */
  presence?: Presence | undefined;
  /** How often the admin sockets' sessions are checked (admin-sessions.ts's default unless given). */
  sessionCheckMs?: number | undefined;
}

/**
 * How long a storefront tab's presence lasts unrenewed: a tab answers each heartbeat, which
 * renews its entry, so three missed beats and it is gone (45 s by default).
 */
export function visitorTtlMs(heartbeatMs = DEFAULT_HEARTBEAT_MS): number {
  return 3 * heartbeatMs;
}

export function createRealtime(deps: RealtimeDeps) {
  const { bus, logger } = deps;
  const hub = createRealtimeHub({
    logger: logger.child({ module: 'realtime' }),
    ...(deps.heartbeatMs ? { heartbeatMs: deps.heartbeatMs } : {}),
  });
  // Every instance passes each new order on to the admins connected to it.
  const ordersReady = bus.subscribe('new-orders', (order) =>
    hub.broadcast(ADMIN_ROOM, {
      type: 'new-orders',
      payload: order,
    } satisfies AdminRealtimeMessage),
  );
  const presence =
    deps.presence ??
    createMemoryPresence({
      ttlMs: visitorTtlMs(hub.heartbeatMs),
      onListenerError: (error) => logger.error({ err: error }, 'a presence listener failed'),
    });
  const visitors = createPresenceFeed({ presence, hub, room: ADMIN_ROOM, logger });
  const adminSessions = createAdminSessions({
    bus,
    logger: logger.child({ module: 'admin-sessions' }),
    // The time better-auth judges a session's expiry by, not a clock a test may have set.
    liveSessions: (sessionIds) => liveAdminSessions(deps.db, sessionIds, new Date()),
    checkMs: deps.sessionCheckMs,
  });
  const ready = Promise.all([ordersReady, visitors.ready, adminSessions.ready]).then(() => {});
  return { hub, presence, visitors, adminSessions, ready };
}
