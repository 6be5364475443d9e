import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../ui/toast';
import type { Me, SignIn } from '../../shared/auth/auth.schema';
import { useRefreshMe } from '../lib/me';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';

/** After a sign-in or sign-up went through: who is signed in now, as the server says (null if it could not say). */
export type AuthDone = (me: Me | null) => Promise<void>;

/**
 * The submit of an auth form: `attempt` answers null on success, else the message to show (the
 * server's own words, as an error toast); success reads /api/me again and hands it to `onDone`.
 */
export function useAuthSubmit<Values>(
  attempt: (values: Values) => Promise<string | null>,
  onDone: AuthDone,
): (values: Values) => Promise<void> {
  const refreshMe = useRefreshMe();
  return async (values) => {
    const failure = await attempt(values);
    if (failure) {
      toast.error(failure);
      return;
    }
    await onDone(await refreshMe().catch(() => null));
  };
}

/** A required input of an auth form, marked invalid when its check fails. */
export function requiredField<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
) {
  return {
    required: true,
    invalid: Boolean(form.formState.errors[name]),
    ...form.register(name, { required: true }),
  };
}

/**
 * The e-mail and password of sign-in and sign-up; `password` tells the browser whether to fill
 * a saved one or offer a new one.
 */
export function CredentialFields<Values extends SignIn>({
  form,
  password,
}: {
  form: UseFormReturn<Values>;
  password: 'current-password' | 'new-password';
}) {
  // Both names are fields of every `Values` (it extends SignIn); TypeScript cannot see it
  // through react-hook-form's path type of a type parameter.
  const field = (name: keyof SignIn) => requiredField(form, name as Path<Values>);
  return (
    <>
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Password" type="password" autoComplete={password} {...field('password')} />
    </>
  );
}

export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
