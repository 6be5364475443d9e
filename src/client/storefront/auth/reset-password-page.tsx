import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import {
  NewPasswordFormSchema,
  type NewPasswordForm,
} from '../../../shared/auth/password-reset.schema';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { AuthSubmitButton } from '../../auth/auth-form';
import { BackToStoreLink } from '../../auth/back-to-store-link';
import { ForgotPasswordForm } from '../../auth/forgot-password-form';
import { resetPassword } from '../../lib/auth-client';
import { useRefreshMe } from '../../lib/me';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { FormField } from '../../ui/form-field';

export const PASSWORD_RESET_DONE = "Your password has been reset. You're now signed in.";
export const RESET_LINK_EXPIRED =
  'This reset link has expired or was already used. Enter your email to get a new one.';
export const NEW_PASSWORD_INTRO =
  'Choose a new password. Every other device signed in to your account will be signed out.';

const resolver = zodResolver(NewPasswordFormSchema);

/**
 * Where the e-mailed reset link lands: better-auth sends the browser here with `?token=` while the
 * link is good, and with `?error=INVALID_TOKEN` once it is used up or older than an hour.
 */
export function ResetPasswordPage() {
  usePageMeta(staticPageMeta('/reset-password'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [expired, setExpired] = useState(!token || params.has('error'));

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <BackToStoreLink />
      <h1 className="mt-6 font-display text-4xl tracking-tighter uppercase">Reset Password</h1>
      {expired || !token ? (
        <div className="mt-8 space-y-6">
          <p role="alert" className="border-l-2 border-accent bg-accent-soft/40 px-3 py-2 text-sm">
            {RESET_LINK_EXPIRED}
          </p>
          <ForgotPasswordForm />
        </div>
      ) : (
        <NewPasswordFormView token={token} onExpired={() => setExpired(true)} />
      )}
    </section>
  );
}

function NewPasswordFormView({ token, onExpired }: { token: string; onExpired: () => void }) {
  const form = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  const { errors } = form.formState;

  const onSubmit = async (values: NewPasswordForm) => {
    const outcome = await resetPassword(token, values.password);
    if (outcome.status === 'expired') return onExpired();
    if (outcome.status === 'failed') {
      toast.error(outcome.message);
      return;
    }
    const me = await refreshMe().catch(() => null);
    toast.success(PASSWORD_RESET_DONE);
    // The owner claiming the store through this link goes on to the back office.
    await navigate(me?.isAdmin ? paths.admin.dashboard : paths.home, { replace: true });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="mt-8 space-y-5" noValidate>
      <p className="text-sm text-muted">{NEW_PASSWORD_INTRO}</p>
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <AuthSubmitButton pending={form.formState.isSubmitting}>Reset Password</AuthSubmitButton>
    </form>
  );
}
