import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../paths';
import { DISCOUNT_CODE_UPDATED_EVENT } from '../newsletter/use-newsletter-signup';
import { readStoredDiscountCode } from './applied-discount';

// Most visitors have no code stored: the badge's code (and its checks against the server) is
// fetched only once one is.
const DiscountReminderBadge = lazy(async () => ({
  default: (await import('./discount-reminder-badge')).DiscountReminderBadge,
}));

// The sign-up form announces a new code with `discountCodeUpdated`; other tabs' changes
// arrive as `storage` events.
function subscribe(onChange: () => void): () => void {
  window.addEventListener(DISCOUNT_CODE_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(DISCOUNT_CODE_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Checkout has its own code box, and on a phone a floating badge there would sit on the summary
 * and the buttons (issue 13): the reminder is for the pages before it.
 */
const WITHOUT_REMINDER: readonly string[] = [paths.checkout, paths.orderConfirmation];

/** Mounts the discount reminder badge (spec §4) while a newsletter code is stored. */
export function DiscountReminder() {
  const code = useSyncExternalStore(subscribe, readStoredDiscountCode, () => null);
  const { pathname } = useLocation();
  if (!code || WITHOUT_REMINDER.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <DiscountReminderBadge key={code} code={code} />
    </Suspense>
  );
}
