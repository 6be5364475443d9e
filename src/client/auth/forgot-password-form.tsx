import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../ui/toast';
import {
  PasswordResetRequestSchema,
  type PasswordResetRequest,
} from '../../shared/auth/password-reset.schema';
import { requestPasswordReset } from '../lib/auth-client';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { AuthSubmitButton } from './auth-form';

/** The one answer for every address, so the form never tells who has an account. */
export const RESET_LINK_SENT =
  'If an account exists for that address, we sent a link to reset the password.';
export const FORGOT_PASSWORD_INTRO =
  'Enter the email address of your account and we will send you a link to choose a new password.';

const resolver = zodResolver(PasswordResetRequestSchema);

export interface ForgotPasswordFormProps {
  /** What the person already typed into the sign-in form. */
  defaultEmail?: string;
  /** Back to the sign-in form; without it there is no way back (the reset page). */
  onBack?: () => void;
}

/** "Forgot password?" on /auth, /admin/login and an expired reset link's page. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const form = useForm<PasswordResetRequest>({ resolver, defaultValues: { email: defaultEmail } });
  const [sent, setSent] = useState(false);
  const { setFocus } = form;
  // Opened from the sign-in form: the person's next step is this field.
  useEffect(() => {
    if (onBack) setFocus('email');
  }, [onBack, setFocus]);

  const onSubmit = async (values: PasswordResetRequest) => {
    const failure = await requestPasswordReset(values.email);
    if (failure) {
      toast.error(failure);
      return;
    }
    setSent(true);
  };

  const back = onBack ? (
    <Button variant="ghost" className="w-full" onClick={onBack}>
      Back to Sign In
    </Button>
  ) : null;

  if (sent) {
    return (
      <div className="space-y-5">
        <p role="status" className="border-l-2 border-ink bg-surface px-3 py-3 text-sm">
          {RESET_LINK_SENT}
        </p>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" noValidate>
      <p className="text-sm text-muted">{FORGOT_PASSWORD_INTRO}</p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <AuthSubmitButton pending={form.formState.isSubmitting}>Send Reset Link</AuthSubmitButton>
      {back}
    </form>
  );
}
