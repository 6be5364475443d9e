// The live visitors as the owner's screens see them: a snapshot on request, and a fresh one
// pushed to every admin's socket after each change of the presence (a join, a leave, a new
// page, a lapse), on whichever instance it happened.
import type { WSContext } from 'hono/ws';
import type { AdminRealtimeMessage } from '../../shared/notifications/new-order.schema';
import {
  deviceOf,
  LIVE_VISITORS_LISTED,
  type LiveVisitors,
} from '../../shared/realtime/presence.schema';
import type { Logger } from '../logger';
import type { Presence } from '../platform/presence';
import type { RealtimeHub } from './realtime-hub';

/** Changes closer together than this reach the admins as one message (a burst of tabs). */
const COALESCE_MS = 150;

export interface PresenceFeed {
  snapshot(): Promise<LiveVisitors>;
  /** Sends the current snapshot to one admin's socket (on connecting). */
  sendTo(socket: WSContext<unknown>): void;
  /** Resolves once changes are being pushed. */
  ready: Promise<void>;
}

export function createPresenceFeed(deps: {
  presence: Presence;
  hub: RealtimeHub;
  room: string;
  logger: Logger;
}): PresenceFeed {
  const { presence, hub, room, logger } = deps;

  async function snapshot(): Promise<LiveVisitors> {
    const members = await presence.list();
    return {
      asOf: new Date().toISOString(),
      count: members.length,
      visitors: members.slice(0, LIVE_VISITORS_LISTED).map(({ id, onlineAt, userAgent, path }) => ({
        id,
        onlineAt,
        device: deviceOf(userAgent),
        path,
      })),
    };
  }

  async function message(): Promise<string> {
    return JSON.stringify({
      type: 'presence',
      payload: await snapshot(),
    } satisfies AdminRealtimeMessage);
  }

  let scheduled = false;
  function pushSoon() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      snapshot()
        .then((payload) => hub.broadcast(room, { type: 'presence', payload }))
        .catch((error: unknown) => logger.error({ err: error }, 'could not send live visitors'));
    }, COALESCE_MS).unref();
  }

  return {
    snapshot,
    sendTo(socket) {
      message()
        .then((text) => {
          if (socket.readyState === 1) socket.send(text);
        })
        .catch((error: unknown) => logger.error({ err: error }, 'could not send live visitors'));
    },
    ready: presence.subscribe(pushSoon).then(() => {}),
  };
}
