import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { forbidden } from '../http/errors';

/**
 * Browsers send cookies with a WebSocket handshake from any site and leave the Origin check
 * to the server (there is no CORS for WebSockets), so a page elsewhere could otherwise open
 * the owner's feed with the owner's session, or fill the live visitors with its own visitors.
 */
export function trustedOriginOnly(
  isTrustedOrigin: (origin: string) => Promise<boolean>,
  message: string,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !(await isTrustedOrigin(origin))) throw forbidden(message);
    await next();
  });
}

/** Whether the request asks to become a WebSocket (anything else gets the route's 426). */
export function isUpgrade(c: { req: { header: (name: string) => string | undefined } }): boolean {
  return c.req.header('upgrade')?.toLowerCase() === 'websocket';
}
