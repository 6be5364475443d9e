import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readStorage, writeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { paths } from '../../paths';

function isRestorable(route: string | null): route is string {
  return (
    route !== null &&
    route.startsWith(`${paths.admin.dashboard}/`) &&
    !route.startsWith(paths.admin.login)
  );
}

/**
 * Remembers the admin screen for this browser session, and when the admin area is entered at
 * plain /admin, returns to it (spec admin §2). Only on entry: afterwards /admin is the
 * Dashboard link and must open the dashboard.
 */
export function useLastAdminRoute(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const entered = useRef(false);

  useEffect(() => {
    const current = location.pathname + location.search;
    if (!entered.current) {
      entered.current = true;
      const last = readStorage('session', STORAGE_KEYS.adminLastRoute);
      if (location.pathname === paths.admin.dashboard && isRestorable(last) && last !== current) {
        void navigate(last, { replace: true });
        return;
      }
    }
    writeStorage('session', STORAGE_KEYS.adminLastRoute, current);
  }, [location.pathname, location.search, navigate]);
}
