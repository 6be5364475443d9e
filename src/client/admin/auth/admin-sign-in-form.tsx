import { useForm } from 'react-hook-form';
import type { SignIn } from '../../../shared/auth/auth.schema';
import { signInWithEmail } from '../../lib/auth-client';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { useEnterAdmin } from './admin-session';

export const NOT_ADMIN = 'Unauthorized: This page is for admin access only';
export const WELCOME_BACK_ADMIN = 'Welcome back, Admin!';

/**
 * The client never knows the owner's address (DECISIONS.md, Secrets), so it signs in and asks
 * the server; anyone but the owner is signed out again at once.
 */
export function AdminSignInForm() {
  const enterAdmin = useEnterAdmin();
  const form = useForm<SignIn>({ defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: SignIn) => {
    await enterAdmin(() => signInWithEmail(values), {
      refused: NOT_ADMIN,
      welcome: WELCOME_BACK_ADMIN,
    });
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
