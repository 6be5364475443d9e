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
            path: routePatterns.products,
            lazy: {
              Component: async () => (await import('./storefront/catalog/shop-page')).ShopPage,
            },
          },
          {
            path: routePatterns.product,
            lazy: {
              Component: async () =>
                (await import('./storefront/catalog/product-page')).ProductPage,
            },
          },
          {
            path: routePatterns.newArrivals,
            lazy: {
              Component: async () =>
                (await import('./storefront/catalog/new-arrivals-page')).NewArrivalsPage,
            },
          },
          {
            path: routePatterns.collections,
            lazy: {
              Component: async () =>
                (await import('./storefront/catalog/collections-page')).CollectionsPage,
            },
          },
          {
            path: routePatterns.about,
            lazy: {
              Component: async () => (await import('./storefront/pages/about-page')).AboutPage,
            },
          },
          {
            path: routePatterns.sizeChart,
            lazy: {
              Component: async () =>
                (await import('./storefront/pages/size-chart-page')).SizeChartPage,
            },
          },
          {
            path: routePatterns.returns,
            lazy: {
              Component: async () => (await import('./storefront/pages/returns-page')).ReturnsPage,
            },
          },
          {
            path: routePatterns.shipping,
            lazy: {
              Component: async () =>
                (await import('./storefront/pages/shipping-page')).ShippingPage,
            },
          },
          {
            path: routePatterns.contact,
            lazy: {
              Component: async () => (await import('./storefront/pages/contact-page')).ContactPage,
            },
          },
          {
            path: routePatterns.privacy,
            lazy: {
              Component: async () => (await import('./storefront/pages/privacy-page')).PrivacyPage,
            },
          },
          {
            path: routePatterns.terms,
            lazy: {
              Component: async () => (await import('./storefront/pages/terms-page')).TermsPage,
            },
          },
          {
            path: routePatterns.cart,
            lazy: {
              Component: async () => (await import('./storefront/cart/cart-page')).CartPage,
            },
          },
          {
            path: routePatterns.checkout,
            lazy: {
              Component: async () =>
                (await import('./storefront/checkout/checkout-page')).CheckoutPage,
            },
          },
          {
            path: routePatterns.account,
            lazy: {
              Component: async () =>
                (await import('./storefront/account/account-page')).AccountPage,
            },
          },
          {
            path: routePatterns.order,
            lazy: {
              Component: async () => (await import('./storefront/orders/order-page')).OrderPage,
            },
          },
          {
            path: routePatterns.trackOrder,
            lazy: {
              Component: async () =>
                (await import('./storefront/orders/track-order-page')).TrackOrderPage,
            },
          },
          {
            path: routePatterns.unsubscribe,
            lazy: {
              Component: async () =>
                (await import('./storefront/unsubscribe/unsubscribe-page')).UnsubscribePage,
            },
          },
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
          // Relative to /admin, matching paths.admin.* (routePatterns has no admin entries yet).
          {
            path: routePatterns.adminScreens.products,
            lazy: {
              Component: async () => (await import('./admin/products/products-page')).ProductsPage,
            },
          },
          {
            path: routePatterns.adminScreens.newProduct,
            lazy: {
              Component: async () =>
                (await import('./admin/products/product-form-page')).ProductFormPage,
            },
          },
          {
            path: routePatterns.adminScreens.editProduct,
            lazy: {
              Component: async () =>
                (await import('./admin/products/product-form-page')).ProductFormPage,
            },
          },
          {
            path: routePatterns.adminScreens.collections,
            lazy: {
              Component: async () =>
                (await import('./admin/collections/collections-page')).CollectionsPage,
            },
          },
          {
            path: routePatterns.adminScreens.hero,
            lazy: {
              Component: async () => (await import('./admin/hero/hero-page')).HeroPage,
            },
          },
          {
            path: routePatterns.adminScreens.showcases,
            lazy: {
              Component: async () =>
                (await import('./admin/showcases/showcases-page')).ShowcasesPage,
            },
          },
          {
            path: routePatterns.adminScreens.sizeChart,
            lazy: {
              Component: async () =>
                (await import('./admin/size-chart/size-chart-page')).SizeChartPage,
            },
          },
          {
            path: routePatterns.adminScreens.promotions,
            lazy: {
              Component: async () =>
                (await import('./admin/promotions/promotions-page')).PromotionsPage,
            },
          },
        ],
      },
    ],
  },
];
