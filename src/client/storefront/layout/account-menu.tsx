import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../lib/me';
import { paths } from '../../paths';
import { AccountButtonPlaceholder } from './account-button';

// Most shoppers browse signed out; the menu (Radix menu and its positioning engine) is fetched
// only for those who have an account to show.
const AccountDropdown = lazy(async () => ({
  default: (await import('./account-dropdown')).AccountDropdown,
}));

export function AccountMenu() {
  const me = useMe();

  // Holds the space so the header does not shift once the session is known.
  if (me.isPending) return <span aria-hidden="true" className="inline-block size-10" />;

  const user = me.data?.user;
  if (!user) {
    return (
      <Link
        to={paths.auth}
        className="inline-flex h-10 items-center px-2 text-xs font-semibold tracking-wider uppercase hover:text-accent"
      >
        Sign In
      </Link>
    );
  }

  return (
    <Suspense fallback={<AccountButtonPlaceholder />}>
      <AccountDropdown user={user} isAdmin={me.data?.isAdmin ?? false} />
    </Suspense>
  );
}
