import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignUpSchema, type SignUp } from '../../../shared/auth/auth.schema';
import { signUpWithEmail } from '../../lib/auth-client';
import { useRefreshMe } from '../../lib/me';
import { paths } from '../../paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';

export const ACCOUNT_CREATED = "Account created! You're now logged in.";

/**
 * A short or mismatched password stops the submit without a message (spec storefront §5);
 * the invalid field only gets focus and an invalid state.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const form = useForm<SignUp>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: SignUp) => {
    const failure = await signUpWithEmail(values);
    if (failure) {
      toast.error(failure);
      return;
    }
    await refreshMe().catch(() => null);
    toast.success(ACCOUNT_CREATED);
    await navigate(paths.home);
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <FormField
        label="Full Name"
        autoComplete="name"
        required
        invalid={Boolean(errors.fullName)}
        {...form.register('fullName')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        invalid={Boolean(errors.email)}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        invalid={Boolean(errors.password)}
        {...form.register('password')}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        invalid={Boolean(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Create Account
      </Button>
    </form>
  );
}
