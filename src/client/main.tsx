import { QueryCache, QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { ApiRequestError, isClientError } from './lib/api';
import { pageDataOf } from './lib/page-data';
import { fillPageQueries } from './lib/page-queries';
import { queryKeys } from './lib/query-keys';
import { paths } from './paths';
import { SITE_LOCKED_CODE } from '../shared/site/site-lock-meta';
import { reloadAt } from './storefront/site-lock/locked-out';
import { patchAdminRoutes, routes } from './routes';
import { startNewLoadsAtTop } from './lib/scroll-on-load';
import { ReplayEarlyEvents, takeEarlyEvents } from './lib/early-events';
import './index.css';

/** The store was locked: asking again gets the same answer (a 503 in maintenance mode). */
const isSiteLocked = (error: unknown) =>
  error instanceof ApiRequestError && error.code === SITE_LOCKED_CODE;

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // An expired session surfaces as a 401 on whatever asked first; re-reading /api/me lets
      // the guards and the header catch up.
      if (error instanceof ApiRequestError && error.status === 401 && query.queryKey[0] !== 'me') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
      // The owner locked the store while this page was open: the server shows the locked page.
      if (isSiteLocked(error)) {
        if (window.location.pathname !== paths.siteLocked) reloadAt(paths.siteLocked);
        return;
      }
      // Spec: failed loads are logged, and lists then appear empty unless a page says more.
      if (isClientError(error)) console.warn('Request refused:', query.queryKey, error.message);
      else console.error('Request failed:', query.queryKey, error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) =>
        !isClientError(error) && !isSiteLocked(error) && failureCount < 2,
    },
  },
});

/** Resolves once the router has matched the address and loaded the code of its routes. */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Ends the current task: the browser may paint and answer input before the next step. Each step
 * of starting a server-rendered page is then its own task instead of one long one (decision 040).
 */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** Everything but the first render: the page's data as its queries, scroll, the router. */
function createApp() {
  // The page's data as its queries, before the first render (lib/page-queries.ts).
  fillPageQueries(queryClient, pageDataOf(document));
  startNewLoadsAtTop();
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { router, app };
}

/**
 * The server rendered this page (docs/decisions/036): hydrate it once the route's own code is
 * here (its first render must match), as a transition so the work yields to the browser. What
 * the shopper tapped meanwhile is replayed once it answers (decision 039). Evaluating this
 * script, creating the router and hydrating are separate tasks (decision 040).
 */
async function hydrate(container: HTMLElement): Promise<void> {
  await nextTask();
  const { router, app } = createApp();
  await routerReady(router);
  await nextTask();
  // Taken in the task that hydrates: from hydrateRoot on, React answers taps itself.
  const held = takeEarlyEvents();
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        {app}
        <ReplayEarlyEvents held={held} />
      </>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (container.firstElementChild) {
  void hydrate(container);
} else {
  createRoot(container).render(createApp().app);
}
