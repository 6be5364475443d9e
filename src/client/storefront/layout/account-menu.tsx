import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useHydrating } from '../../lib/hydration';
import { useMe } from '../../lib/me';
import { paths } from '../../paths';
import { AccountButtonPlaceholder } from './account-button';

// Most shoppers browse signed out; the menu (Radix menu and its positioning engine) is fetched
// only for those who have an account to show.
const AccountDropdown = lazy(async () => ({
  default: (await import('./account-dropdown')).AccountDropdown,
}));

const SIGN_IN_CLASS =
  'inline-flex h-10 items-center px-2 text-xs font-semibold tracking-wider uppercase hover:text-accent';

export function AccountMenu() {
  const me = useMe();
  // A page the server rendered shows what a first-time visitor sees, who is signed out: its
  // placeholder is the size of "Sign In", so most visitors see nothing move once the session is
  // known after hydration (decision 036).
  const hydrating = useHydrating();
  const [asFirstVisit] = useState(hydrating);

  // Holds the space so the header does not shift once the session is known.
  if (me.isPending) {
    return asFirstVisit ? (
      <span aria-hidden="true" className={`invisible ${SIGN_IN_CLASS}`}>
        Sign In
      </span>
    ) : (
      <span aria-hidden="true" className="inline-block size-10" />
    );
  }

  const user = me.data?.user;
  if (!user) {
    return (
      <Link to={paths.auth} className={SIGN_IN_CLASS}>
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
