// `GET /api/realtime/presence`: the storefront's presence socket (spec storefront §7 Realtime,
// channel "visitors"). Each open storefront tab connects and tracks {online_at, user_agent}
// and the page it shows; the Live Visitors screen counts them. The server decides who counts:
// an admin's own tabs are accepted (the page works the same) but never counted.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { WebSocket } from 'ws';
import { PRESENCE_PONG, PresenceClientMessageSchema } from '../../shared/realtime/presence.schema';
import type { AppEnv } from '../app-env';
import { isAdmin } from '../auth/roles.service';
import { clientAddress } from '../http/client-address';
import { errorBody } from '../http/errors';
import { enforceLimit, TooManyRequestsError } from '../http/rate-limits';
import type { Logger } from '../logger';
import type { Presence, PresenceEntry } from '../platform/presence';
import type { Services } from '../services';
import type { ConnectionEvents } from './realtime-hub';
import { isUpgrade, trustedOriginOnly } from './trusted-origin';

/** The room of every storefront tab's socket, admins' tabs included. */
export const VISITOR_ROOM = 'visitors';

/**
 * Open presence sockets from one client address. Generous (a household, an office, shoppers
 * on one venue's Wi-Fi), but a script cannot open thousands.
 */
export const MAX_SOCKETS_PER_CLIENT = 50;
/** Messages one socket may send per window: a tab sends a ping every 20 s and a track per page. */
const MESSAGES_PER_WINDOW = 30;
const MESSAGE_WINDOW_MS = 10_000;
/** A tab may say it joined earlier than it connected (it reconnected), but not days earlier. */
const MAX_CLAIMED_ONLINE_MS = 24 * 60 * 60_000;
/** RFC 6455 §7.4.1: the endpoint received a message that violates its policy. */
const POLICY_VIOLATION = 1008;

/** When the tab says it came online, kept between a day before now and now. */
function onlineAtWithin(claimed: string, now: number): string {
  const at = Math.min(now, Math.max(Date.parse(claimed), now - MAX_CLAIMED_ONLINE_MS));
  return new Date(at).toISOString();
}

function parseMessage(data: unknown) {
  if (typeof data !== 'string') return null;
  try {
    const parsed = PresenceClientMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One tab's connection: what it tracks, renewed by every sign of life, removed on close. */
function visitorConnection(
  presence: Presence,
  counted: boolean,
  logger: Logger,
  opened: { add: () => void; remove: () => void },
): ConnectionEvents {
  const id = randomUUID();
  let entry: PresenceEntry | null = null;
  let windowStart = Date.now();
  let messages = 0;
  // One presence call at a time per connection, so a leave never overtakes its own track.
  let queue = Promise.resolve();
  const run = (call: () => Promise<void>) => {
    queue = queue
      .then(call)
      .catch((error: unknown) => logger.error({ err: error }, 'presence update failed'));
  };
  const renew = () => {
    const current = entry;
    if (counted && current) run(() => presence.track(id, current));
  };

  return {
    onOpen(socket) {
      opened.add();
      // The browser answers the server's heartbeat pings by itself, even in a background tab
      // whose timers are throttled: each answer keeps the tab's entry alive.
      (socket.raw as WebSocket).on('pong', renew);
    },
    onMessage(data, socket) {
      const now = Date.now();
      if (now - windowStart >= MESSAGE_WINDOW_MS) {
        windowStart = now;
        messages = 0;
      }
      const message = ++messages <= MESSAGES_PER_WINDOW ? parseMessage(data) : null;
      if (!message) {
        socket.close(POLICY_VIOLATION, 'Not a presence message, or too many');
        return;
      }
      if (message.type === 'ping') {
        socket.send(PRESENCE_PONG);
        renew();
        return;
      }
      entry = {
        onlineAt: onlineAtWithin(message.online_at, now),
        userAgent: message.user_agent,
        path: message.path,
      };
      renew();
    },
    onClose() {
      opened.remove();
      if (counted) run(() => presence.leave(id));
    },
  };
}

export function presenceRoutes(
  deps: Pick<Services, 'db' | 'realtime' | 'isTrustedOrigin' | 'limits' | 'config' | 'logger'>,
) {
  const { db } = deps;
  const { hub, presence } = deps.realtime;
  const trustProxy = deps.config.trustProxy;
  const logger = deps.logger.child({ module: 'presence' });
  const openPerClient = new Map<string, number>();
  const openedBy = (client: string) => ({
    add: () => openPerClient.set(client, (openPerClient.get(client) ?? 0) + 1),
    remove: () => {
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    },
  });

  return new Hono<AppEnv>().get(
    '/realtime/presence',
    trustedOriginOnly(deps.isTrustedOrigin, 'This page may not join the store’s visitors.'),
    async (c, next) => {
      if (isUpgrade(c)) {
        const client = clientAddress(c, trustProxy);
        if ((openPerClient.get(client) ?? 0) >= MAX_SOCKETS_PER_CLIENT) {
          throw new TooManyRequestsError(60);
        }
        // New presence sockets per client address.
        await enforceLimit(c, deps.limits.presenceConnectPerClient, client);
      }
      await next();
    },
    hub.join(VISITOR_ROOM, async (c) => {
      if (!isUpgrade(c)) return {};
      const user = c.get('user');
      const counted = !(user && (await isAdmin(db, user.id)));
      return visitorConnection(presence, counted, logger, openedBy(clientAddress(c, trustProxy)));
    }),
    (c) => c.json(errorBody('upgrade_required', 'Connect to this address with a WebSocket.'), 426),
  );
}
