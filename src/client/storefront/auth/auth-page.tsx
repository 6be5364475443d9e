import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { SignInSchema, SignUpSchema, type Me } from '../../../shared/auth/auth.schema';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { AuthTabs } from '../../auth/auth-tabs';
import { BackToStoreLink } from '../../auth/back-to-store-link';
import { SignInForm } from '../../auth/sign-in-form';
import { SignUpForm } from '../../auth/sign-up-form';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';

export const WELCOME_BACK = 'Welcome back!';
export const WELCOME_BACK_ADMIN = 'Welcome back, Admin!';
export const ACCOUNT_CREATED = "Account created! You're now logged in.";

// A short or mismatched password stops the submit without a message (spec storefront §5): the
// invalid field only gets focus and an invalid state.
const signInResolver = zodResolver(SignInSchema);
const signUpResolver = zodResolver(SignUpSchema);

export function AuthPage() {
  const me = useMe();
  const navigate = useNavigate();
  usePageMeta(staticPageMeta('/auth'));

  if (me.data?.user) return <Navigate to={paths.home} replace />;

  // The server, not a hard-coded address, says whether this is the owner.
  const welcomeBack = async (signedIn: Me | null) => {
    toast.success(signedIn?.isAdmin ? WELCOME_BACK_ADMIN : WELCOME_BACK);
    await navigate(paths.home);
  };
  const welcomeNew = async () => {
    toast.success(ACCOUNT_CREATED);
    await navigate(paths.home);
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <BackToStoreLink />
      <h1 className="mt-6 font-display text-4xl tracking-tighter uppercase">CTK</h1>
      <AuthTabs
        className="mt-8"
        signIn={<SignInForm resolver={signInResolver} onSignedIn={welcomeBack} />}
        signUp={<SignUpForm resolver={signUpResolver} onSignedUp={welcomeNew} />}
      />
    </section>
  );
}
