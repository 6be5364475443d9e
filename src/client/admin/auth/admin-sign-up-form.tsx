import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, type SignUp } from '../../../shared/auth/auth.schema';
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
  const form = useForm<SignUp>({
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: SignUp) => {
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Create Account
      </Button>
    </form>
  );
}
