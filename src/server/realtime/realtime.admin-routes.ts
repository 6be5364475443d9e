import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from '../http/errors';
import type { Services } from '../services';
import { trustedOriginOnly } from './trusted-origin';

/** The room of every signed-in admin's socket; new orders are sent to it. */
export const ADMIN_ROOM = 'admins';

/**
 * `GET /api/admin/realtime`: the admins' WebSocket (spec admin §7 Realtime, channel
 * 'new-orders'). Mounted behind requireAdmin, so visitors get 401 and shoppers 403 instead
 * of an upgrade. Messages are `AdminRealtimeMessage` (src/shared/notifications): new orders,
 * and the live visitors, at once on connecting and after every change. The socket is closed
 * when the session it was opened with ends (admin-sessions.ts).
 *
 * `GET /api/admin/live-visitors`: the live visitors now, for a screen's first paint.
 */
export function realtimeAdminRoutes({
  realtime,
  isTrustedOrigin,
}: Pick<Services, 'realtime' | 'isTrustedOrigin'>) {
  const { hub, visitors, adminSessions: sessions } = realtime;
  return new Hono<AppEnv>()
    .get(
      '/realtime',
      trustedOriginOnly(isTrustedOrigin, 'This page may not open the admin feed.'),
      hub.join(ADMIN_ROOM, (c) => {
        // requireAdmin let the request in, so it has a session.
        const sessionId = c.get('session')?.id ?? '';
        return {
          onOpen: (socket) => {
            sessions.watch(socket, sessionId);
            visitors.sendTo(socket);
          },
          onClose: (socket) => sessions.forget(socket),
        };
      }),
      (c) =>
        c.json(errorBody('upgrade_required', 'Connect to this address with a WebSocket.'), 426),
    )
    .get('/live-visitors', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await visitors.snapshot());
    });
}
