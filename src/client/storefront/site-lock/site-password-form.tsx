import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../lib/api';
import { paths } from '../../paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { reloadAt } from './locked-out';
import { useEnterSitePassword } from './queries';

// Spec storefront §5 and §8, word for word.
export const SHOW_PASSWORD_FORM = 'Have access? Enter password';
export const PASSWORD_REQUIRED = 'Please enter a password';
export const INVALID_PASSWORD = 'Invalid password';
export const VERIFY_FAILED = 'Failed to verify password';
export const ACCESS_GRANTED = 'Access granted!';
/** Long enough to read "Access granted!" before the store loads. */
const GRANTED_PAUSE_MS = 700;

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return VERIFY_FAILED;
  if (error.status === 401) return INVALID_PASSWORD;
  // Too many attempts from this address: the server says when to try again.
  if (error.status === 429) return error.message;
  return VERIFY_FAILED;
}

/** The bypass password behind its toggle (spec storefront §2); the server sets the cookie. */
export function SitePasswordForm() {
  const formId = useId();
  const enter = useEnterSitePassword();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    if (!granted) return;
    const timer = window.setTimeout(() => reloadAt(paths.home), GRANTED_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [granted]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setError(null);
    enter.mutate(password, {
      onSuccess: () => setGranted(true),
      onError: (failure) => setError(failureMessage(failure)),
    });
  };

  return (
    <div className="space-y-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline"
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {SHOW_PASSWORD_FORM}
      </button>
      {open ? (
        <form
          id={formId}
          onSubmit={onSubmit}
          noValidate
          className="mx-auto flex max-w-sm flex-col gap-3 text-left sm:flex-row sm:items-end"
        >
          <FormField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
            className="flex-1 space-y-2"
          />
          <Button type="submit" disabled={enter.isPending || granted} className="sm:mb-0">
            {enter.isPending ? <Spinner className="size-4" /> : null}
            Enter
          </Button>
        </form>
      ) : null}
      {granted ? (
        <p role="status" className="font-semibold text-green-700">
          {ACCESS_GRANTED}
        </p>
      ) : null}
    </div>
  );
}
