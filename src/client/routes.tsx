import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { routePatterns } from './paths';
import { RouteErrorPage } from './route-error-page';
import { HomePage } from './storefront/home/home-page';
import { StorefrontLayout } from './storefront/layout/storefront-layout';
import { NotFoundPage } from './storefront/pages/not-found-page';
import { Spinner } from './ui/spinner';

// The home page and the shell are in the first download (every visit needs them); every other
// page is a lazy route. The admin is reached only through `lazy` imports, which the build's
// bundle report enforces.

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* New pages open at the top; back and forward return to where the visitor was. */}
      <ScrollRestoration />
    </>
  );
}

function InitialLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading" className="size-8" />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: InitialLoading,
    children: [
      {
        Component: StorefrontLayout,
        children: [
          { index: true, Component: HomePage },
          {
            path: routePatterns.auth,
            lazy: {
              Component: async () => (await import('./storefront/auth/auth-page')).AuthPage,
            },
          },
          { path: routePatterns.notFound, Component: NotFoundPage },
        ],
      },
      {
        path: routePatterns.adminLogin,
        lazy: {
          Component: async () => (await import('./admin/auth/admin-login-page')).AdminLoginPage,
        },
      },
      {
        path: routePatterns.admin,
        lazy: {
          Component: async () => (await import('./admin/layout/admin-layout')).AdminLayout,
        },
        children: [
          {
            index: true,
            lazy: {
              Component: async () =>
                (await import('./admin/dashboard/dashboard-page')).DashboardPage,
            },
          },
        ],
      },
    ],
  },
];
