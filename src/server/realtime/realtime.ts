// The store's live connections, wired once per instance: the socket hub, new orders from the
// bus to the admins connected here, and the storefront's presence with its feed to the admins.
import type { AdminRealtimeMessage } from '../../shared/notifications/new-order.schema';
import type { Logger } from '../logger';
import type { Bus } from '../platform/bus';
import { createMemoryPresence, type Presence } from '../platform/presence';
import { createPresenceFeed } from './presence-feed';
import { createRealtimeHub, DEFAULT_HEARTBEAT_MS } from './realtime-hub';
import { ADMIN_ROOM } from './realtime.admin-routes';

export interface RealtimeDeps {
  bus: Bus;
  logger: Logger;
  /** How often sockets are pinged (the hub's default unless given). */
  heartbeatMs?: number | undefined;
  /** The live visitors; in-process unless given (Redis). */
  presence?: Presence | undefined;
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
  const ready = Promise.all([ordersReady, visitors.ready]).then(() => {});
  return { hub, presence, visitors, ready };
}
