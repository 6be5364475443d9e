import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { adminScreens } from './admin-screens';
import type { AdminScreen } from './common/admin-screen';
import { AdminLayout } from './layout/admin-layout';

function screenRoute({ path, title, page }: AdminScreen): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await page();
      return { element: <Page title={title} /> };
    },
  };
}

/**
 * The back office's routes, added to the router on the first visit under /admin (see
 * `patchAdminRoutes` in ../routes.tsx). The ids keep a second patch from adding them twice.
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin-login',
    path: paths.admin.login,
    lazy: {
      Component: async () => (await import('./auth/admin-login-page')).AdminLoginPage,
    },
  },
  {
    // The guard of every screen, with the admin menu; it has no path of its own.
    id: 'admin',
    Component: AdminLayout,
    children: [
      ...adminScreens.map(screenRoute),
      {
        // Any other /admin address is guarded too: visitors sign in, shoppers go to the store,
        // and the owner sees the not-found page inside the back office.
        path: `${paths.admin.dashboard}/*`,
        lazy: {
          Component: async () => (await import('./common/admin-not-found-page')).AdminNotFoundPage,
        },
      },
    ],
  },
];
