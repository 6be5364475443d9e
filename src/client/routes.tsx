import {
  Outlet,
  ScrollRestoration,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { isAdminPath, paths } from './paths';
import { RouteErrorPage } from './route-error-page';
import { HomePage } from './storefront/home/home-page';
import { StorefrontLayout } from './storefront/layout/storefront-layout';
import { NotFoundPage } from './storefront/pages/not-found-page';
import { Spinner } from './ui/spinner';

// The home page and the shell are in the first download (every visit needs them); every other
// page is a lazy route. The storefront's routes use the absolute URLs of paths.ts (React Router
// accepts them in children when they start with the parent's path). The admin's routes are not
// here at all: they join on the first visit under /admin (`patchAdminRoutes`), so not even the
// admin's list of screens is in a shopper's download, which the build's bundle report enforces.

const ROOT_ROUTE_ID = 'root';

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
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: InitialLoading,
    children: [
      {
        Component: StorefrontLayout,
        children: [
          { index: true, Component: HomePage },
          {
            path: paths.products.pattern,
            lazy: {
              Component: async () => (await import('./storefront/catalog/shop-page')).ShopPage,
            },
          },
          {
            path: paths.product.pattern,
            lazy: {
              Component: async () =>
                (await import('./storefront/catalog/product-page')).ProductPage,
            },
          },
          {
            path: paths.newArrivals,
            lazy: {
              Component: async () =>
                (await import('./storefront/catalog/new-arrivals-page')).NewArrivalsPage,
            },
          },
          {
            path: paths.collections,
            lazy: {
              Component: async () =>
                (await import('./storefront/catalog/collections-page')).CollectionsPage,
            },
          },
          {
            path: paths.about,
            lazy: {
              Component: async () => (await import('./storefront/pages/about-page')).AboutPage,
            },
          },
          {
            path: paths.sizeChart,
            lazy: {
              Component: async () =>
                (await import('./storefront/pages/size-chart-page')).SizeChartPage,
            },
          },
          {
            path: paths.returns,
            lazy: {
              Component: async () => (await import('./storefront/pages/returns-page')).ReturnsPage,
            },
          },
          {
            path: paths.shipping,
            lazy: {
              Component: async () =>
                (await import('./storefront/pages/shipping-page')).ShippingPage,
            },
          },
          {
            path: paths.contact,
            lazy: {
              Component: async () => (await import('./storefront/pages/contact-page')).ContactPage,
            },
          },
          {
            path: paths.privacy,
            lazy: {
              Component: async () => (await import('./storefront/pages/privacy-page')).PrivacyPage,
            },
          },
          {
            path: paths.terms,
            lazy: {
              Component: async () => (await import('./storefront/pages/terms-page')).TermsPage,
            },
          },
          {
            path: paths.search.pattern,
            lazy: {
              Component: async () => (await import('./storefront/search/search-page')).SearchPage,
            },
          },
          {
            path: paths.cart,
            lazy: {
              Component: async () => (await import('./storefront/cart/cart-page')).CartPage,
            },
          },
          {
            path: paths.checkout,
            lazy: {
              Component: async () =>
                (await import('./storefront/checkout/checkout-page')).CheckoutPage,
            },
          },
          {
            path: paths.account,
            lazy: {
              Component: async () =>
                (await import('./storefront/account/account-page')).AccountPage,
            },
          },
          {
            path: paths.order.pattern,
            lazy: {
              Component: async () => (await import('./storefront/orders/order-page')).OrderPage,
            },
          },
          {
            path: paths.orderConfirmation,
            lazy: {
              Component: async () =>
                (await import('./storefront/checkout/order-confirmation-page'))
                  .OrderConfirmationPage,
            },
          },
          {
            path: paths.trackOrder,
            lazy: {
              Component: async () =>
                (await import('./storefront/orders/track-order-page')).TrackOrderPage,
            },
          },
          {
            path: paths.unsubscribe,
            lazy: {
              Component: async () =>
                (await import('./storefront/unsubscribe/unsubscribe-page')).UnsubscribePage,
            },
          },
          {
            path: paths.siteLocked,
            lazy: {
              Component: async () =>
                (await import('./storefront/site-lock/site-locked-page')).SiteLockedPage,
            },
          },
          {
            path: paths.auth,
            lazy: {
              Component: async () => (await import('./storefront/auth/auth-page')).AuthPage,
            },
          },
          {
            path: paths.resetPassword,
            lazy: {
              Component: async () =>
                (await import('./storefront/auth/reset-password-page')).ResetPasswordPage,
            },
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * React Router's lazy route discovery: asked when a URL matches no route, or only a route with
 * parameters (the not-found splat). Under /admin it adds the back office's routes, from its
 * screen registry (src/client/admin/admin-screens.ts); adding them again changes nothing.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin/admin-routes');
  patch(ROOT_ROUTE_ID, adminRoutes);
};
