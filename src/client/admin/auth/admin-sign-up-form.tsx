import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, type SignUp } from '../../../shared/auth/auth.schema';
import { api, callApi } from '../../lib/api';
import { signUpWithEmail } from '../../lib/auth-client';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { useEnterAdmin } from './admin-session';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const NOT_OWNER = 'Unauthorized: Only the site owner can create an admin account';
export const ADMIN_ACCOUNT_CREATED = "Account created! You're now logged in.";

/**
 * Only the owner's address becomes admin, and only the server knows it: the account is created,
 * and if the server did not make it the admin, the session is ended and the refusal shown.
 */
export function AdminSignUpForm() {
  const enterAdmin = useEnterAdmin();
  // How the owner proves the address (never which address it is): the setup code from the
  // server's log is asked for here; an e-mailed link needs nothing on this form.
  const setup = useQuery({
    queryKey: ['auth-setup'],
    queryFn: ({ signal }) => callApi(api['auth-setup'].$get({}, { init: { signal } })),
  });
  const needsCode = setup.data?.ownerClaim === 'code';
  const form = useForm<SignUp & { setupCode: string }>({
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', setupCode: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: SignUp & { setupCode: string }) => {
    // Spec admin §5 checks in this order, each with its own message.
    if (values.password !== values.confirmPassword) {
      toast.error(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      toast.error(PASSWORD_TOO_SHORT);
      return;
    }
    await enterAdmin(() => signUpWithEmail(values), {
      refused: NOT_OWNER,
      welcome: ADMIN_ACCOUNT_CREATED,
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <p className="border-l-2 border-accent bg-accent-soft/40 px-3 py-2 text-sm">
        Signing up with the site owner's email grants admin access automatically.
      </p>
      <FormField
        label="Full Name"
        autoComplete="name"
        required
        {...form.register('fullName', { required: true })}
      />
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
        autoComplete="new-password"
        required
        {...form.register('password', { required: true })}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.register('confirmPassword', { required: true })}
      />
      {needsCode ? (
        <FormField
          label="Setup code"
          autoComplete="one-time-code"
          placeholder="Printed in the server's log at start"
          {...form.register('setupCode')}
        />
      ) : null}
      {setup.data?.ownerClaim === 'email-link' ? (
        <p className="text-sm text-muted-foreground">
          The owner gets admin access after following the link e-mailed to the owner's address.
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Create Account
      </Button>
    </form>
  );
}
