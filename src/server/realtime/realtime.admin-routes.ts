import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { errorBody, forbidden } from '../http/errors';
import type { RealtimeHub } from './realtime-hub';

/** The room of every signed-in admin's socket; new orders are sent to it. */
export const ADMIN_ROOM = 'admins';

/**
 * Browsers send cookies with a WebSocket handshake from any site and leave the Origin check
 * to the server (there is no CORS for WebSockets), so a page elsewhere could otherwise open
 * the owner's feed with the owner's session.
 */
function trustedOriginOnly(isTrustedOrigin: (origin: string) => Promise<boolean>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !(await isTrustedOrigin(origin))) {
      throw forbidden('This page may not open the admin feed.');
    }
    await next();
  });
}

/**
 * `GET /api/admin/realtime`: the admins' WebSocket (spec admin §7 Realtime, channel
 * 'new-orders'). Mounted behind requireAdmin, so visitors get 401 and shoppers 403 instead
 * of an upgrade. Messages are `AdminRealtimeMessage` (src/shared/notifications).
 */
export function realtimeAdminRoutes(
  hub: RealtimeHub,
  isTrustedOrigin: (origin: string) => Promise<boolean>,
) {
  return new Hono<AppEnv>().get(
    '/realtime',
    trustedOriginOnly(isTrustedOrigin),
    hub.join(ADMIN_ROOM),
    (c) => c.json(errorBody('upgrade_required', 'Connect to this address with a WebSocket.'), 426),
  );
}
