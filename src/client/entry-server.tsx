// The storefront rendered to HTML on the server, for the pages the catalogue snapshot serves
// (`/`, `/products`, `/product/:id`): built with `vite build --ssr` into dist/ssr and loaded by
// src/server/storefront/storefront-renderer.ts. The server calls it once per page and snapshot and keeps
// the HTML with the snapshot; main.tsx hydrates it (docs/decisions/036).
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderStorefront } from '../shared/site/storefront-render';
import { AppProviders } from './app-providers';
import { fillPageQueries } from './lib/page-queries';
import { routes } from './routes';

// One handler for the process: it loads each lazy route's code once.
const handler = createStaticHandler(routes);

/**
 * The markup of `#root` for the page at `path` (path and query), its queries filled from
 * `pageData` (the page's data script, by URL, as JSON text) exactly as the browser fills them
 * before hydrating. Whatever the page would ask beyond that (who the visitor is: the `me` read) renders
 * as still loading, as it does in the browser's first render. Null when the route does not
 * render as a page (a redirect or an error), so the browser renders it alone as before.
 */
export const renderStorefront: RenderStorefront = async ({ path, pageData }) => {
  const context = await handler.query(new Request(new URL(path, 'http://storefront.invalid')));
  if (context instanceof Response || context.errors) return null;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  fillPageQueries(queryClient, new Map(Object.entries(pageData)));
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToString(
      <AppProviders queryClient={queryClient}>
        {/* No loaders, so there is no router data for the browser to take over. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    queryClient.clear();
  }
};
