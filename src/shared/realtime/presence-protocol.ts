// The presence channel's constants, without zod: the storefront's presence client reads them,
// and it should not download a schema library to open one socket.

/** The storefront's presence socket (same origin, ws or wss). */
export const PRESENCE_PATH = '/api/realtime/presence';

/** How often an open tab says it is still there, and how long it waits for the answer. */
export const PRESENCE_PING_MS = 20_000;
export const PRESENCE_PONG_TIMEOUT_MS = 10_000;
