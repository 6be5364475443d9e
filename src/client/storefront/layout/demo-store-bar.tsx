import { DEMO_STORE_BAR, DEMO_STORE_BAR_DETAIL } from '../../../shared/orders/demo-handles';
import { useStoreProfile } from '../../lib/store-profile';

/**
 * Whether the bar's question is answered: the page stays unpainted until it is (as for the
 * sale's banner), so the bar never pushes down a page on screen. Server-rendered pages carry the
 * profile in their data, so this is at once there; a failed read shows no bar.
 */
export function useDemoBarKnown(): boolean {
  const profile = useStoreProfile();
  return !profile.isPending || profile.failureCount > 0;
}

/**
 * Above everything on every storefront page while a payment method offered still sends to an
 * example handle (docs/decisions/066-before-you-open.md). One line of fixed height at every
 * width: on a phone the detail is left out rather than wrapped.
 */
export function DemoStoreBar() {
  if (useStoreProfile().data?.demo !== true) return null;
  return (
    <aside aria-label="Demo store" className="bg-amber-300 text-ink">
      <p className="mx-auto flex h-9 max-w-7xl items-center justify-center gap-2 overflow-hidden px-4 text-center text-xs font-semibold tracking-wider whitespace-nowrap uppercase sm:px-6">
        <span>{DEMO_STORE_BAR}</span>
        <span className="hidden font-normal tracking-normal normal-case sm:inline">
          {DEMO_STORE_BAR_DETAIL}
        </span>
      </p>
    </aside>
  );
}
