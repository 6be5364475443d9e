// Decides when the newsletter popup shows (spec §4 and §9): 3 s after load, unless this browser
// subscribed or dismissed it; never at checkout, on the locked page or in the back office. It
// is in every storefront page's first download, so it stays small: the popup itself is fetched
// only when it is about to open.
import { Gift } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStorage, writeStorage } from '../../lib/browser-storage';
import { useBrowserState } from '../../lib/hydration';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { isAdminPath, paths } from '../../paths';
import { usePopupConfig } from './queries';
import { useNewsletterSignup } from './use-newsletter-signup';

/** Spec §9: popup delay 3000 ms. */
export const POPUP_DELAY_MS = 3000;
export const FLOATING_BUTTON_LABEL = 'Get 10% Off';

const NewsletterPopup = lazy(async () => ({
  default: (await import('./newsletter-popup')).NewsletterPopup,
}));

const isSubscribed = () => readStorage('local', STORAGE_KEYS.emailSubscribed) !== null;
const isDismissed = () => readStorage('local', STORAGE_KEYS.popupDismissed) !== null;

/** Spec §4: never at checkout, on the locked page or in the back office. */
export function showsPopup(pathname: string): boolean {
  return !(
    isAdminPath(pathname) ||
    pathname === paths.checkout ||
    pathname.startsWith(`${paths.checkout}/`) ||
    pathname === paths.siteLocked
  );
}

export function NewsletterPopupHost() {
  const { pathname } = useLocation();
  const allowed = showsPopup(pathname);
  // A server-rendered page is a first-time visitor's (no floating button); the button is fixed,
  // so showing it just after hydration moves nothing.
  const [subscribed, setSubscribed] = useBrowserState(isSubscribed, false);
  const [dismissed, setDismissed] = useBrowserState(isDismissed, false);
  const [open, setOpen] = useState(false);
  // Once fetched, the popup stays mounted, so closing it returns focus where it was.
  const [loaded, setLoaded] = useState(false);
  const signup = useNewsletterSignup();
  // Asked for only when the popup is about to open, never during the first paint.
  const config = usePopupConfig({ enabled: loaded });

  useEffect(() => {
    if (subscribed || dismissed || open || !allowed) return;
    const timer = window.setTimeout(() => {
      // The home page's own form may have subscribed this browser meanwhile.
      if (isSubscribed()) {
        setSubscribed(true);
        return;
      }
      setLoaded(true);
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed, dismissed, open, allowed, setSubscribed]);

  const dismiss = () => {
    writeStorage('local', STORAGE_KEYS.popupDismissed, 'true');
    setDismissed(true);
    setOpen(false);
  };

  const subscribe = () => {
    writeStorage('local', STORAGE_KEYS.emailSubscribed, 'true');
    setSubscribed(true);
    setOpen(false);
  };

  return (
    <>
      {dismissed && !subscribed && allowed ? (
        <button
          type="button"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          className="fixed bottom-5 left-5 z-40 inline-flex h-12 animate-fade-in items-center gap-2 bg-accent px-4 text-sm font-semibold tracking-wider text-white uppercase shadow-lg transition-colors hover:bg-accent-strong"
        >
          <Gift aria-hidden="true" className="size-4" />
          {FLOATING_BUTTON_LABEL}
        </button>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <NewsletterPopup
            open={open && allowed}
            content={config.data ?? (config.isError ? 'failed' : null)}
            signup={signup}
            onDismiss={dismiss}
            onSubscribed={subscribe}
          />
        </Suspense>
      ) : null}
    </>
  );
}
