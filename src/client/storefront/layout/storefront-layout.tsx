import { Outlet, useNavigation } from 'react-router';
import { CartProvider } from '../cart/cart-context';
import { DiscountReminder } from '../discounts/discount-reminder';
import { PromotionBanner } from '../promotions/promotion-banner';
import { BackToTopButton } from './back-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePresence } from './use-presence';

/** Shows that a lazily loaded page is on its way, since the old page stays until it arrives. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent"
    />
  );
}

export function StorefrontLayout() {
  usePresence();
  return (
    // Every storefront page, and the header's badge, share one cart.
    <CartProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-paper focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <PromotionBanner />
        <SiteHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <BackToTopButton />
        <DiscountReminder />
      </div>
    </CartProvider>
  );
}
