import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NOT_FOUND_META } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';

/**
 * An /admin address without a screen, inside the admin layout: only the owner gets this far
 * (the guard sends everyone else away first), and the menu stays at hand. The spec's not-found
 * texts (storefront §2), with the way back to the dashboard.
 */
export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta(NOT_FOUND_META);

  useEffect(() => {
    console.warn('404: no admin screen for', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <p className="font-display text-7xl tracking-tighter text-accent">404</p>
      <h1 className="mt-4 font-display text-3xl tracking-tight uppercase">Page Not Found</h1>
      <p className="mt-3 text-neutral-600">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to={paths.admin.dashboard} className={buttonStyles({ className: 'mt-8' })}>
        Back to Dashboard
      </Link>
    </section>
  );
}
