import { clsx } from 'clsx';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet } from 'react-router';
import { useMe } from '../../lib/me';
import { useSignOut } from '../../lib/sign-out';
import { paths } from '../../paths';
import { Spinner } from '../../ui/spinner';
import { adminScreens } from '../admin-screens';
import { useLastAdminRoute } from './use-last-admin-route';
import { useNewOrderAlerts } from './use-new-order-alerts';

/** The menu: the registry's screens that have a menu entry, in its order. */
const menuEntries = adminScreens.flatMap(({ path, menu }) => (menu ? [{ ...menu, to: path }] : []));

const navItemClass =
  'flex w-full items-center gap-3 px-3 py-2.5 text-sm font-medium transition-colors hover:bg-neutral-800';

function AdminSidebarNav({ onNavigate }: { onNavigate: () => void }) {
  const signOut = useSignOut();
  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1 p-3">
      {menuEntries.map(({ label, to, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          // Products stays marked on its add and edit screens; the dashboard only on /admin.
          end={to === paths.admin.dashboard}
          onClick={onNavigate}
          className={({ isActive }) =>
            clsx(navItemClass, isActive && 'bg-paper text-ink hover:bg-paper')
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </NavLink>
      ))}
      <div className="mt-auto flex flex-col gap-1 border-t border-neutral-800 pt-3">
        <Link to={paths.home} onClick={onNavigate} className={navItemClass}>
          <Store aria-hidden="true" className="size-4" />
          View Store
        </Link>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            void signOut();
          }}
          className={navItemClass}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </button>
      </div>
    </nav>
  );
}

function AdminShell() {
  useLastAdminRoute();
  useNewOrderAlerts();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-surface md:flex">
      {/* On a phone the bar stays on top and the menu opens below it, over the page; on a wider
          screen it is a sidebar. Either way the entries scroll when they outgrow the screen. */}
      <aside className="sticky top-0 z-40 bg-ink text-paper md:flex md:h-dvh md:w-60 md:shrink-0 md:flex-col">
        <div className="flex h-14 items-center justify-between px-4 md:h-16">
          <Link
            to={paths.admin.dashboard}
            className="font-display text-xl tracking-tighter uppercase"
          >
            CTK{' '}
            <span className="text-xs font-sans font-semibold tracking-widest text-neutral-400">
              Admin
            </span>
          </Link>
          <button
            type="button"
            aria-label={menuOpen ? 'Close admin menu' : 'Open admin menu'}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center hover:bg-neutral-800 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
        <div
          id="admin-menu"
          className={clsx(
            'overscroll-contain md:static md:flex md:min-h-0 md:flex-1 md:flex-col md:overflow-y-auto',
            menuOpen
              ? 'fixed inset-x-0 top-14 bottom-0 flex flex-col overflow-y-auto bg-ink'
              : 'hidden',
          )}
        >
          <AdminSidebarNav onNavigate={() => setMenuOpen(false)} />
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-10">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The guard of every /admin screen: signed-out visitors go to the admin login, signed-in
 * customers to the store. The server checks the role again on every admin call.
 */
export function AdminLayout() {
  const me = useMe();

  if (me.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Checking access" className="size-8" />
      </div>
    );
  }
  if (!me.data?.user) return <Navigate to={paths.admin.login} replace />;
  if (!me.data.isAdmin) return <Navigate to={paths.home} replace />;
  return <AdminShell />;
}
