import { Tag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../paths';
import { DISCOUNT_CODE_UPDATED_EVENT } from '../newsletter/use-newsletter-signup';
import { forgetStoredDiscountCode, hasAppliedDiscount } from './applied-discount';
import { useDiscountCheck } from './queries';

/** Spec §9: the applied-discount flag is looked at every second. */
const APPLIED_CHECK_MS = 1000;

function useAppliedFlag(): boolean {
  const [applied, setApplied] = useState(hasAppliedDiscount);
  useEffect(() => {
    const timer = window.setInterval(() => setApplied(hasAppliedDiscount()), APPLIED_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return applied;
}

/**
 * Reminds a subscriber of their unused code (spec §4): shown while the code validates and no
 * discount is applied; an invalid code is forgotten, which unmounts the badge.
 */
export function DiscountReminderBadge({ code }: { code: string }) {
  const applied = useAppliedFlag();
  const check = useDiscountCheck(code, useLocation().pathname);
  const { refetch } = check;
  const invalid = check.data?.valid === false;

  useEffect(() => {
    // A new sign-up in this tab may have replaced the code or made it usable again.
    const onUpdated = () => void refetch();
    window.addEventListener(DISCOUNT_CODE_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(DISCOUNT_CODE_UPDATED_EVENT, onUpdated);
  }, [refetch]);

  useEffect(() => {
    if (invalid) forgetStoredDiscountCode();
  }, [invalid]);

  // Until the server says yes (or while it cannot be reached), nothing is promised.
  if (applied || check.data?.valid !== true) return null;
  const percentage = check.data.discount_percentage;

  return (
    <aside
      aria-label="Your discount code"
      className="fixed bottom-5 left-5 z-40 flex max-w-[calc(100vw-6rem)] animate-fade-in items-center gap-3 bg-accent px-4 py-3 text-sm text-white shadow-lg"
    >
      <Tag aria-hidden="true" className="size-4 shrink-0" />
      <p className="leading-tight">
        {percentage ? `${percentage}% off with code ` : 'Your code '}
        <span className="font-mono font-bold tracking-wider">{code}</span>
      </p>
      <Link
        to={paths.cart}
        className="shrink-0 text-xs font-semibold tracking-wider uppercase underline underline-offset-4 focus-visible:outline-white"
      >
        Use it
      </Link>
    </aside>
  );
}
