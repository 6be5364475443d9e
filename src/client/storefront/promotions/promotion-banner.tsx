import { X } from 'lucide-react';
import { useState } from 'react';
import type { ActivePromotion } from '../../../shared/promotions/promotion.schema';
import { formatCountdown } from '../../../shared/promotions/countdown';
import { useActivePromotion } from './queries';
import { useNow } from './use-now';

/** Spec §9: the countdown ticks every second. */
const TICK_MS = 1000;

function Banner({ promotion, onDismiss }: { promotion: ActivePromotion; onDismiss: () => void }) {
  const now = useNow(TICK_MS);
  const countdown = formatCountdown(Date.parse(promotion.endDate) - now);

  // The sale has ended: the banner goes at once; the next read drops the promotion for prices.
  if (countdown === null) return null;

  return (
    <section aria-label="Promotion" className="bg-accent text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 py-2 pr-2 pl-4 sm:pl-6">
        <p className="flex flex-1 flex-wrap items-center justify-center gap-x-3 gap-y-0.5 text-center text-xs font-semibold tracking-wider uppercase sm:text-sm">
          <span>{promotion.bannerMessage}</span>
          <span className="font-normal normal-case">
            Ends in {/* Not a live region: a screen reader would announce every second. */}
            {/* A server-rendered page counted down at the server's time; the next tick corrects it. */}
            <time
              dateTime={promotion.endDate}
              className="font-bold tabular-nums"
              suppressHydrationWarning
            >
              {countdown}
            </time>
          </span>
        </p>
        <button
          type="button"
          aria-label="Dismiss promotion"
          onClick={onDismiss}
          className="inline-flex size-8 shrink-0 items-center justify-center transition-colors hover:bg-white/15 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}

/** The site-wide sale above the header (spec §4): message and countdown, until it ends or is dismissed. */
export function PromotionBanner() {
  const promotion = useActivePromotion().data;
  // Dismissal is per promotion, for this visit: a new sale shows its banner again.
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  if (!promotion || promotion.id === dismissedId) return null;
  return <Banner promotion={promotion} onDismiss={() => setDismissedId(promotion.id)} />;
}
