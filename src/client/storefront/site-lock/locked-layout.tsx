import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../paths';
import { isLockedOut, OPEN_WHILE_LOCKED } from './locked-out';

/**
 * The storefront's frame while the store is locked: no menu, cart or promotions (their data is
 * refused), only the pages the spec keeps open. Any other storefront address goes to the
 * locked page (spec storefront §2, "Site-lock routing").
 */
export function LockedLayout() {
  const { pathname } = useLocation();
  if (isLockedOut() && !OPEN_WHILE_LOCKED.includes(pathname)) {
    return <Navigate to={paths.siteLocked} replace />;
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-center px-4">
          <Link
            to={paths.siteLocked}
            className="font-display text-3xl tracking-tighter uppercase"
            aria-label="CTK home"
          >
            CTK
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-line py-6 text-center text-xs text-muted">
        © {new Date().getFullYear()} CTK. Faith-based streetwear, made to order in the U.S.
      </footer>
    </div>
  );
}
