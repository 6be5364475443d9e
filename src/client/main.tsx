import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from './ui/toast';
import { ApiRequestError, isClientError } from './lib/api';
import { queryKeys } from './lib/query-keys';
import { paths } from './paths';
import { SITE_LOCKED_CODE } from '../shared/site/site-lock-meta';
import { reloadAt } from './storefront/site-lock/locked-out';
import { patchAdminRoutes, routes } from './routes';
import { startNewLoadsAtTop } from './lib/scroll-on-load';
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

startNewLoadsAtTop();
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
