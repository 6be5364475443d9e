// The store's API under /api, as the typed client sees it: better-auth's own paths, then every
// shopper-facing route behind the loaded session, then the back office under /admin
// (admin-api.ts). Each route factory takes what it uses from the services (services.ts);
// app.ts mounts this behind the site lock, the snapshot and the JSON body limit.
import { Hono } from 'hono';
import { accountRoutes } from './account/account.routes';
import { adminApi } from './admin-api';
import type { AppEnv } from './app-env';
import { loadSession } from './auth/auth.middleware';
import { authSetupRoutes, betterAuthRoutes, meRoutes } from './auth/auth.routes';
import { searchRoutes } from './catalog/search.routes';
import { errorBody } from './http/errors';
import { discountRoutes } from './marketing/discounts.routes';
import { newsletterRoutes } from './marketing/newsletter.routes';
import { orderRoutes } from './orders/orders.routes';
import { presenceRoutes } from './realtime/presence.routes';
import type { Services } from './services';
import { contactRoutes } from './site/contact.routes';
import { healthRoutes } from './site/health.routes';
import { siteLockRoutes } from './site/site-lock.routes';
import { storefrontReadRoutes } from './storefront/storefront-reads.routes';

export function createApi(services: Services) {
  return (
    new Hono<AppEnv>()
      // better-auth answers its own paths before the session is loaded for everything else.
      .route('/auth', betterAuthRoutes(services))
      .use('*', loadSession(services.auth))
      .route('/', healthRoutes(services))
      .route('/', authSetupRoutes(services))
      .route('/', meRoutes(services))
      .route('/', storefrontReadRoutes(services))
      .route('/', searchRoutes(services))
      .route('/', contactRoutes(services))
      .route('/', newsletterRoutes(services))
      .route('/', siteLockRoutes(services))
      .route('/', accountRoutes(services))
      .route('/', discountRoutes(services))
      .route('/', orderRoutes(services))
      .route('/', presenceRoutes(services))
      .route('/admin', adminApi(services))
      .all('*', (c) => c.json(errorBody('not_found', 'No such API endpoint.'), 404))
  );
}
