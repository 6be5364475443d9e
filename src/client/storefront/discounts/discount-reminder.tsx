import { lazy, Suspense, useSyncExternalStore } from 'react';
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

/** Mounts the discount reminder badge (spec §4) while a newsletter code is stored. */
export function DiscountReminder() {
  const code = useSyncExternalStore(subscribe, readStoredDiscountCode, () => null);
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <DiscountReminderBadge key={code} code={code} />
    </Suspense>
  );
}
