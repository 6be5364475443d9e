// The back office's API under /api/admin: every route here is behind requireAdmin, checked on
// the server (the route walk in auth/auth.middleware.test.ts proves it for each one). Uploads
// are the exception that mounts itself in app.ts, before the JSON body limit.
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { requireAdmin } from './auth/auth.middleware';
import { catalogAdminRoutes } from './catalog/catalog.admin-routes';
import { contentAdminRoutes } from './content/content.admin-routes';
import { customerAdminRoutes } from './customers/customers.admin-routes';
import { campaignAdminRoutes } from './marketing/campaigns.admin-routes';
import { discountAdminRoutes } from './marketing/discounts.admin-routes';
import { popupAdminRoutes } from './marketing/popup.admin-routes';
import { subscriberAdminRoutes } from './marketing/subscribers.admin-routes';
import { pushAdminRoutes } from './notifications/push.admin-routes';
import { orderLifecycleAdminRoutes } from './orders/order-lifecycle.admin-routes';
import { orderAdminRoutes } from './orders/orders.admin-routes';
import { packingDocumentAdminRoutes } from './orders/packing-documents.admin-routes';
import { promotionAdminRoutes } from './promotions/promotions.admin-routes';
import { realtimeAdminRoutes } from './realtime/realtime.admin-routes';
import type { Services } from './services';
import { storeSettingsAdminRoutes } from './settings/store-settings.admin-routes';
import { launchAdminRoutes } from './site/launch.admin-routes';
import { mailAdminRoutes } from './site/mail.admin-routes';
import { siteAdminRoutes } from './site/site.admin-routes';
import { siteLockAdminRoutes } from './site/site-lock.admin-routes';

export function adminApi(services: Services) {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin(services.db))
      .route('/', siteAdminRoutes(services))
      .route('/', launchAdminRoutes(services))
      .route('/', siteLockAdminRoutes(services))
      .route('/', promotionAdminRoutes(services))
      .route('/', mailAdminRoutes(services))
      .route('/', catalogAdminRoutes(services))
      .route('/', contentAdminRoutes(services))
      // Before the orders' own routes: `/orders/:id` would take `/orders/invoices.pdf`.
      .route('/', packingDocumentAdminRoutes(services))
      .route('/', orderAdminRoutes(services))
      .route('/', orderLifecycleAdminRoutes(services))
      .route('/', customerAdminRoutes(services))
      .route('/', pushAdminRoutes(services))
      .route('/', realtimeAdminRoutes(services))
      .route('/', discountAdminRoutes(services))
      .route('/', popupAdminRoutes(services))
      .route('/', storeSettingsAdminRoutes(services))
      .route('/', subscriberAdminRoutes(services))
      .route('/', campaignAdminRoutes(services))
  );
}
