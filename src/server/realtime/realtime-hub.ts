// WebSockets of the store (docs/decisions/015): @hono/node-server upgrades a request into a
// `ws` socket once the Hono route has answered it, so the session, role and origin checks are
// ordinary middleware, and a refusal answers the upgrade with its status (401, 403). Sockets
// join rooms ("admins", and "visitors" for the storefront's presence channel) and the hub sends
// a room its messages. Heartbeats drop sockets whose peer vanished without closing (a laptop
// lid, a dropped network), which would otherwise stay open until the OS gave up on them.
import { upgradeWebSocket } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { WSContext } from 'hono/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';

/** The close code for "the server is going away" (RFC 6455 §7.4.1): clients reconnect. */
const GOING_AWAY = 1001;
/** A vanished tab drops out of the live visitors within two beats. */
export const DEFAULT_HEARTBEAT_MS = 15_000;
/**
 * The largest message a browser may send (a presence update is well under 2 KiB); a larger
 * one closes the socket with 1009 before it is read into memory.
 */
const MAX_MESSAGE_BYTES = 4 * 1024;
/** How long a closing socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2_000;

export interface RealtimeHubOptions {
  logger: Logger;
  /** Every socket is pinged this often and cut when the previous ping went unanswered. */
  heartbeatMs?: number;
}

type Socket = WSContext<unknown>;

/** What a room does with one connection's life, beyond keeping it in the room. */
export interface ConnectionEvents {
  onOpen?: (socket: Socket) => void;
  onMessage?: (data: unknown, socket: Socket) => void;
  onClose?: (socket: Socket) => void;
}

export interface RealtimeHub {
  /** The socket server requests are upgraded into: `serve({ websocket: { server } })`. */
  readonly server: WebSocketServer;
  /** How often every socket is pinged. */
  readonly heartbeatMs: number;
  /**
   * A route handler that upgrades a WebSocket request and keeps the socket in `room` until it
   * closes. A plain request falls through to the next handler. `events` is asked once per
   * request (with its context, so with its session) for what the connection does.
   */
  join(
    room: string,
    events?: (c: Context<AppEnv>) => ConnectionEvents | Promise<ConnectionEvents>,
  ): MiddlewareHandler<AppEnv>;
  /** Sends the message, as JSON, to every open socket in the room. */
  broadcast(room: string, message: unknown): void;
  /** Open sockets in the room. */
  count(room: string): number;
  /** Closes every socket ("going away") and stops the heartbeats. */
  close(): Promise<void>;
}

export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const { logger } = options;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const rooms = new Map<string, Set<Socket>>();
  const answered = new WeakMap<WebSocket, boolean>();
  let heartbeat: NodeJS.Timeout | null = null;

  function beat() {
    for (const socket of server.clients) {
      if (answered.get(socket) === false) {
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
    }
    if (server.clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  server.on('connection', (socket) => {
    answered.set(socket, true);
    socket.on('pong', () => answered.set(socket, true));
    if (!heartbeat) {
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
    }
  });

  function members(room: string): Set<Socket> {
    let set = rooms.get(room);
    if (!set) rooms.set(room, (set = new Set()));
    return set;
  }

  return {
    server,
    heartbeatMs,
    join(room, events) {
      return upgradeWebSocket(async (c) => {
        const own = (await events?.(c)) ?? {};
        return {
          onOpen: (_event, socket) => {
            members(room).add(socket);
            own.onOpen?.(socket);
          },
          onMessage: (event, socket) => own.onMessage?.(event.data, socket),
          onClose: (_event, socket) => {
            members(room).delete(socket);
            own.onClose?.(socket);
          },
          onError: (event) => {
            logger.warn({ err: (event as ErrorEvent).error, room }, 'a WebSocket failed');
          },
        };
      });
    },
    broadcast(room, message) {
      const text = JSON.stringify(message);
      for (const socket of rooms.get(room) ?? []) {
        if (socket.readyState === 1) socket.send(text);
      }
    },
    count(room) {
      return rooms.get(room)?.size ?? 0;
    },
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const open = [...server.clients];
      await Promise.all(
        open.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) return resolve();
              const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
              socket.once('close', () => {
                clearTimeout(cut);
                resolve();
              });
              socket.close(GOING_AWAY, 'Server restarting');
            }),
        ),
      );
      rooms.clear();
    },
  };
}
