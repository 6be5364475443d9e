import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignInSchema, type SignIn } from '../../../shared/auth/auth.schema';
import { signInWithEmail } from '../../lib/auth-client';
import { useRefreshMe } from '../../lib/me';
import { paths } from '../../paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';

export const WELCOME_BACK = 'Welcome back!';
export const WELCOME_BACK_ADMIN = 'Welcome back, Admin!';

export function SignInForm() {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const form = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: SignIn) => {
    const failure = await signInWithEmail(values);
    if (failure) {
      toast.error(failure);
      return;
    }
    // The server, not a hard-coded address, says whether this is the owner.
    const me = await refreshMe().catch(() => null);
    toast.success(me?.isAdmin ? WELCOME_BACK_ADMIN : WELCOME_BACK);
    await navigate(paths.home);
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
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
        autoComplete="current-password"
        required
        invalid={Boolean(errors.password)}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        Sign In
      </Button>
    </form>
  );
}
