import { clsx } from 'clsx';
import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { paths } from '../../paths';
import { CartProvider } from '../cart/cart-context';
import { DiscountReminder } from '../discounts/discount-reminder';
import { NewsletterPopupHost } from '../newsletter/newsletter-popup-host';
import { PromotionBanner } from '../promotions/promotion-banner';
import { useActivePromotion } from '../promotions/queries';
import { LockedLayout } from '../site-lock/locked-layout';
import { isLockedOut } from '../site-lock/locked-out';
import { BackToTopButton } from './back-to-top-button';
import { DemoStoreBar, useDemoBarKnown } from './demo-store-bar';
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

/**
 * The sale's banner sits above the header and its prices are on every card: the page mounts at
 * once (its own requests start) but stays unpainted until the sale is known (from the page's own
 * data, usually at once), so the banner never pushes down a page already on screen. Only the
 * first load waits; a sale found later by the minute's re-read is a change the shopper sees.
 */
function useSaleKnown(): boolean {
  const promotion = useActivePromotion();
  const [known, setKnown] = useState(false);
  // A failed read shows no banner (as before): it does not hold the page through the retries.
  if (!known && (!promotion.isPending || promotion.failureCount > 0)) setKnown(true);
  return known;
}

/** Header, page, footer and the floating parts: the storefront of a visit that is not locked out. */
function Storefront() {
  const navigate = useNavigate();
  const viewCart = useCallback(() => void navigate(paths.cart), [navigate]);
  const saleKnown = useSaleKnown();
  const demoKnown = useDemoBarKnown();
  return (
    // Every storefront page, and the header's badge, share one cart.
    <CartProvider onViewCart={viewCart}>
      <div className={clsx('flex min-h-dvh flex-col', !(saleKnown && demoKnown) && 'invisible')}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-paper focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <DemoStoreBar />
        <PromotionBanner />
        <SiteHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <BackToTopButton />
        <DiscountReminder />
        <NewsletterPopupHost />
      </div>
    </CartProvider>
  );
}

/**
 * The live visitors' count, as its own component: the session's answer (just after hydration)
 * re-renders only it, not the whole storefront (decision 040).
 */
function Presence(): null {
  usePresence();
  return null;
}

export function StorefrontLayout() {
  const { pathname } = useLocation();
  // The server marked this visit locked out, or this is the locked page itself (an admin's look).
  const lockedOut = isLockedOut() || pathname === paths.siteLocked;
  return (
    <>
      <Presence />
      {lockedOut ? <LockedLayout /> : <Storefront />}
    </>
  );
}
