import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Navigate } from 'react-router';
import { ADMIN_ONLY, PASSWORD_MIN_LENGTH, type SignUp } from '../../../shared/auth/auth.schema';
import { AuthTabs } from '../../auth/auth-tabs';
import { BackToStoreLink } from '../../auth/back-to-store-link';
import { SignInForm } from '../../auth/sign-in-form';
import { SignUpForm } from '../../auth/sign-up-form';
import { api, callApi } from '../../lib/api';
import { useMe } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { paths } from '../../paths';
import { Card, CardContent } from '../../ui/card';
import { signInAsAdmin, useEnterAdmin } from './admin-session';

export const NOT_ADMIN = ADMIN_ONLY;
export const WELCOME_BACK_ADMIN = 'Welcome back, Admin!';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const NOT_OWNER = 'Unauthorized: Only the site owner can create an admin account';
export const ADMIN_ACCOUNT_CREATED = "Account created! You're now logged in.";
export const OWNER_SIGN_UP_NOTE =
  "Signing up with the site owner's email grants admin access automatically.";
export const OWNER_SIGN_UP_LINK_NOTE =
  'Signing up with the site owner\'s email grants admin access once you set your password through the link we e-mail to it. If the account exists already, use "Forgot password?" on the Sign In tab.';

/**
 * How the owner proves the address (never which address it is): a setup code from the server's
 * log is asked on the form; an e-mailed link needs nothing here.
 */
function useOwnerClaim() {
  const setup = useQuery({
    queryKey: queryKeys.authSetup,
    queryFn: ({ signal }) => callApi(api['auth-setup'].$get({}, { init: { signal } })),
  });
  return setup.data?.ownerClaim;
}

/** Spec admin §5 checks the passwords in this order, each with its own message. */
function passwordRule(values: SignUp): string | null {
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (values.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/**
 * The client never knows the owner's address (DECISIONS.md, Secrets): the sign-in goes to the
 * server's admin sign-in, which answers every wrong password alike and refuses another account's
 * right one (docs/decisions/048); the sign-up signs up and then asks the server. Anyone but the
 * owner is signed out again at once.
 */
export function AdminLoginPage() {
  const me = useMe();
  const enterAdmin = useEnterAdmin();
  const ownerClaim = useOwnerClaim();

  // Only admins are sent on: a customer who lands here may still sign in as the owner.
  if (me.data?.isAdmin) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface px-4 py-12">
      <div className="w-full max-w-md">
        <BackToStoreLink />
        <Card className="mt-4">
          <CardContent className="p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center bg-ink text-paper">
                <ShieldCheck aria-hidden="true" className="size-5" />
              </span>
              <h1 className="font-display text-2xl tracking-tight uppercase">Admin Access</h1>
            </div>
            <AuthTabs
              className="mt-6"
              signIn={
                <SignInForm
                  signIn={signInAsAdmin}
                  onSignedIn={(signedIn) =>
                    enterAdmin(signedIn, { refused: NOT_ADMIN, welcome: WELCOME_BACK_ADMIN })
                  }
                />
              }
              signUp={
                <SignUpForm
                  note={ownerClaim === 'email-link' ? OWNER_SIGN_UP_LINK_NOTE : OWNER_SIGN_UP_NOTE}
                  askSetupCode={ownerClaim === 'code'}
                  refuse={passwordRule}
                  onSignedUp={(signedIn) =>
                    enterAdmin(signedIn, { refused: NOT_OWNER, welcome: ADMIN_ACCOUNT_CREATED })
                  }
                />
              }
            />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
