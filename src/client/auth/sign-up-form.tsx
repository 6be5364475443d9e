import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { SignUp } from '../../shared/auth/auth.schema';
import { signUpWithEmail } from '../lib/auth-client';
import { FormField } from '../ui/form-field';
import {
  AuthSubmitButton,
  CredentialFields,
  requiredField,
  useAuthSubmit,
  type AuthDone,
} from './auth-form';

/** The owner's setup code rides along with the spec's fields; shoppers never see it. */
type SignUpValues = SignUp & { setupCode: string };

export interface SignUpFormProps {
  /**
   * Checks the fields before anything else; an invalid field is marked, without a message (the
   * storefront's schema, spec storefront §5). Without one, the browser's required fields check.
   */
  resolver?: Resolver<SignUp>;
  /** A last look before the account is created: a message stops it, shown as an error toast. */
  refuse?: (values: SignUp) => string | null;
  /** Shown above the fields. */
  note?: ReactNode;
  /** Asks for the owner's one-time setup code (printed in the server's log), sent along. */
  askSetupCode?: boolean;
  /** After the account was created and signed in: welcome the person and move on. */
  onSignedUp: AuthDone;
}

/** Create an account with name, e-mail and password, for /auth and /admin/login. */
export function SignUpForm({
  resolver,
  refuse,
  note,
  askSetupCode = false,
  onSignedUp,
}: SignUpFormProps) {
  const form = useForm<SignUpValues>({
    resolver: resolver as Resolver<SignUpValues> | undefined,
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', setupCode: '' },
  });
  const onSubmit = useAuthSubmit(
    async (values: SignUpValues) => refuse?.(values) ?? signUpWithEmail(values),
    onSignedUp,
  );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      {note ? (
        <p className="border-l-2 border-accent bg-accent-soft/40 px-3 py-2 text-sm">{note}</p>
      ) : null}
      <FormField label="Full Name" autoComplete="name" {...requiredField(form, 'fullName')} />
      <CredentialFields form={form} password="new-password" />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...requiredField(form, 'confirmPassword')}
      />
      {askSetupCode ? (
        <FormField
          label="Setup code"
          autoComplete="one-time-code"
          placeholder="Printed in the server's log at start"
          {...form.register('setupCode')}
        />
      ) : null}
      <AuthSubmitButton pending={form.formState.isSubmitting}>Create Account</AuthSubmitButton>
    </form>
  );
}
