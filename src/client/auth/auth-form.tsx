import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../ui/toast';
import type { Me } from '../../shared/auth/auth.schema';
import { useRefreshMe } from '../lib/me';
import { Button } from '../ui/button';
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

export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
