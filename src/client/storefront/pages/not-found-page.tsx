import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { NOT_FOUND_META } from '../../../shared/site/page-meta-base';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta(NOT_FOUND_META);

  useEffect(() => {
    // A warning, not an error: a mistyped or stale URL is the visitor's, not a bug of ours.
    console.warn('404: no route for', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-7xl tracking-tighter text-accent">404</p>
      <h1 className="mt-4 font-display text-3xl tracking-tight uppercase">Page Not Found</h1>
      <p className="mt-3 text-muted">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to={paths.home} className={buttonStyles({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </section>
  );
}
