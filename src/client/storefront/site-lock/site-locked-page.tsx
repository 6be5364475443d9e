import { Lock, PackageSearch } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatCountdown } from '../../../shared/promotions/countdown';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { SocialLinks, useSocialLinks } from '../layout/social-icons';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { useNow } from '../promotions/use-now';
import { reloadAt } from './locked-out';
import { useSiteLockStatus } from './queries';
import { SitePasswordForm } from './site-password-form';

// Spec storefront §5: the locked page's own wording of the e-mail check.
export const LOCKED_INVALID_EMAIL = 'Please enter a valid email';

function Countdown({ unlockAt, onElapsed }: { unlockAt: string; onElapsed: () => void }) {
  const remaining = formatCountdown(Date.parse(unlockAt) - useNow(1000));
  useEffect(() => {
    // The unlock time has come by this browser's clock: ask the server, whose clock decides.
    if (remaining === null) onElapsed();
  }, [remaining, onElapsed]);
  if (remaining === null) return null;
  return (
    <p className="text-sm tracking-widest text-muted uppercase">
      Back in <span className="font-mono font-semibold text-ink tabular-nums">{remaining}</span>
    </p>
  );
}

/** The locked store's page (spec storefront §2): served by the server while the lock holds. */
export function SiteLockedPage() {
  usePageMeta(staticPageMeta('/site-locked'));
  const status = useSiteLockStatus();
  // No empty "Follow us" landmark while the owner has set no links (Settings).
  const hasSocialLinks = useSocialLinks().length > 0;
  const isOpen = status.data?.isLocked === false;

  useEffect(() => {
    // Spec storefront §2: when the store is open, /site-locked sends visitors home.
    if (isOpen) reloadAt(paths.home);
  }, [isOpen]);

  if (status.isPending || isOpen) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner label="Loading" className="size-8" />
      </div>
    );
  }

  const lock = status.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-10 px-4 py-16 text-center sm:py-24">
      <div className="space-y-5">
        <span className="mx-auto inline-flex size-14 items-center justify-center bg-ink text-paper">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-display text-4xl tracking-tight whitespace-pre-line uppercase sm:text-5xl">
          {lock?.message ?? 'Be Back Soon'}
        </h1>
        {lock?.unlockAt ? (
          <Countdown unlockAt={lock.unlockAt} onElapsed={() => void status.refetch()} />
        ) : null}
      </div>

      <section aria-labelledby="locked-newsletter" className="w-full space-y-4 text-left">
        <h2
          id="locked-newsletter"
          className="text-center text-xs font-semibold tracking-widest text-muted uppercase"
        >
          Get 10% off when we open
        </h2>
        <NewsletterForm invalidEmailMessage={LOCKED_INVALID_EMAIL} />
      </section>

      {hasSocialLinks ? (
        <nav aria-label="Follow us">
          <SocialLinks
            className="gap-3"
            linkClassName="size-11 border-line hover:border-ink hover:bg-ink hover:text-paper"
          />
        </nav>
      ) : null}

      <Link to={paths.trackOrder} className={buttonStyles({ variant: 'secondary' })}>
        <PackageSearch aria-hidden="true" className="size-4" />
        Track Order
      </Link>

      <SitePasswordForm />
    </div>
  );
}
