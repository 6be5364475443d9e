import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { SignIn } from '../../shared/auth/auth.schema';
import { signInWithEmail } from '../lib/auth-client';
import { AuthSubmitButton, CredentialFields, useAuthSubmit, type AuthDone } from './auth-form';
import { ForgotPasswordForm } from './forgot-password-form';

export interface SignInFormProps {
  /**
   * Checks the fields before they are sent; an invalid field is marked, without a message
   * (the storefront's schema). Without one, the browser's required fields are the only check.
   */
  resolver?: Resolver<SignIn>;
  /** After the server accepted the credentials: welcome the person and move on. */
  onSignedIn: AuthDone;
  /** Sends the credentials; null on success, else the message to show (default: any account). */
  signIn?: (values: SignIn) => Promise<string | null>;
}

/** Sign in with e-mail and password, or ask for a reset link, for /auth and /admin/login. */
export function SignInForm({ resolver, onSignedIn, signIn = signInWithEmail }: SignInFormProps) {
  const form = useForm<SignIn>({ resolver, defaultValues: { email: '', password: '' } });
  const onSubmit = useAuthSubmit(signIn, onSignedIn);
  const [forgotPassword, setForgotPassword] = useState(false);

  if (forgotPassword) {
    return (
      <ForgotPasswordForm
        defaultEmail={form.getValues('email')}
        onBack={() => setForgotPassword(false)}
      />
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <CredentialFields form={form} password="current-password" />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          className="text-sm text-muted underline underline-offset-4 hover:text-ink"
          onClick={() => setForgotPassword(true)}
        >
          Forgot password?
        </button>
      </div>
      <AuthSubmitButton pending={form.formState.isSubmitting}>Sign In</AuthSubmitButton>
    </form>
  );
}
