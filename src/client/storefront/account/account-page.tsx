import { LogOut } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { formatDate } from '../../../shared/format/date';
import { useMe } from '../../lib/me';
import { useSignedOutRedirect, useSignOut } from '../../lib/sign-out';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { ConfirmEmailNote } from './confirm-email-note';
import { OrderHistory } from './order-history';
import { ProfileForm } from './profile-form';
import { useProfile } from './queries';

const PROFILE_LOAD_FAILED = 'Your profile could not be loaded. Please reload the page.';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

function AccountSettings({ memberSince }: { memberSince: string }) {
  const signOut = useSignOut();
  return (
    <div className="space-y-5">
      <div>
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">Member Since</p>
        <p className="mt-1 text-sm">{formatDate(memberSince)}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products()} className={buttonStyles({ variant: 'secondary' })}>
          Continue Shopping
        </Link>
        <Button variant="ghost" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </div>
    </div>
  );
}

/** The signed-in shopper's profile, settings and orders (spec §2, Account). */
export function AccountPage() {
  usePageMeta(staticPageMeta('/account'));
  const me = useMe();
  const user = me.data?.user ?? null;
  const profile = useProfile(Boolean(user));
  const signedOutRedirect = useSignedOutRedirect();

  if (me.isPending) return <Loading label="Loading your account" />;
  if (!user) return <Navigate to={signedOutRedirect} replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">My Account</h1>
      <p className="mt-2 text-muted">{user.email}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profile Information</CardTitle>
          </CardHeader>
          <CardContent>
            {profile.isPending ? (
              <Spinner label="Loading profile" />
            ) : profile.isError ? (
              <p role="alert" className="text-sm text-accent">
                {PROFILE_LOAD_FAILED}
              </p>
            ) : (
              // Keyed by the saved values, so a reload of the profile refills the form.
              <ProfileForm
                key={`${profile.data.fullName}|${profile.data.phone}`}
                profile={profile.data}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Account Settings</CardTitle>
          </CardHeader>
          <CardContent>
            <AccountSettings memberSince={profile.data?.createdAt ?? user.createdAt} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Order History</CardTitle>
          </CardHeader>
          <CardContent>
            <OrderHistory />
            {/* The owner proves the address by the claim, and orders as the store. */}
            {user.emailVerified || me.data?.isAdmin ? null : (
              <ConfirmEmailNote email={user.email} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
