import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SignIn } from '../../../shared/auth/auth.schema';
import { signInWithEmail } from '../../lib/auth-client';
import { useRefreshMe } from '../../lib/me';
import { paths } from '../../paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { useEndNonAdminSession } from './admin-session';

export const NOT_ADMIN = 'Unauthorized: This page is for admin access only';
export const WELCOME_BACK_ADMIN = 'Welcome back, Admin!';

/**
 * The client never knows the owner's address (DECISIONS.md, Secrets), so it signs in and asks
 * the server; anyone but the owner is signed out again at once.
 */
export function AdminSignInForm() {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const endNonAdminSession = useEndNonAdminSession();
  const form = useForm<SignIn>({ defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: SignIn) => {
    const failure = await signInWithEmail(values);
    if (failure) {
      toast.error(failure);
      return;
    }
    const me = await refreshMe().catch(() => null);
    if (!me?.isAdmin) {
      await endNonAdminSession();
      toast.error(NOT_ADMIN);
      return;
    }
    toast.success(WELCOME_BACK_ADMIN);
    await navigate(paths.admin.dashboard);
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.register('email', { required: true })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password', { required: true })}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Sign In
      </Button>
    </form>
  );
}
