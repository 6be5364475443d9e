import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiRequestError } from '../../lib/api';
import { writeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { useSubscribeNewsletter } from './queries';

// Spec §5 and §8, word for word.
export const INVALID_EMAIL = 'Please enter a valid email address';
export const SUBSCRIBE_FAILED = 'Failed to subscribe. Please try again.';
/** Spec §9: the "already subscribed" info toast stays 6 s. */
const INFO_TOAST_MS = 6000;
/** Spec §9: the copy button shows its check for 2 s. */
const COPIED_MS = 2000;

/** The discount reminder badge listens for this to check the stored code again (spec §4). */
export const DISCOUNT_CODE_UPDATED_EVENT = 'discountCodeUpdated';

function rememberDiscountCode(code: string | null): void {
  if (code) writeStorage('local', STORAGE_KEYS.discountCode, code);
  window.dispatchEvent(new Event(DISCOUNT_CODE_UPDATED_EVENT));
}

function failureMessage(error: unknown): string {
  // A message the server wrote for the shopper; anything else (network, 5xx) gets the spec's text.
  return error instanceof ApiRequestError && error.code !== 'http_error'
    ? error.message
    : SUBSCRIBE_FAILED;
}

function WelcomeCode({ message, code }: { message: string; code: string | null }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the code stays on screen to copy by hand.
    }
  };

  return (
    <div role="status" className="space-y-4">
      <p className="text-lg font-semibold">{message}</p>
      {code ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            <span className="block text-xs tracking-widest text-neutral-600 uppercase">
              Your discount code
            </span>
            <span className="font-mono text-2xl font-bold tracking-widest">{code}</span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy Code'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export interface NewsletterFormProps {
  /** The locked page words it differently (spec §5: "Please enter a valid email"). */
  invalidEmailMessage?: string;
}

/** Newsletter sign-up with the 10% first-order code (spec §4 and §5). */
export function NewsletterForm({ invalidEmailMessage = INVALID_EMAIL }: NewsletterFormProps) {
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [welcome, setWelcome] = useState<{ message: string; code: string | null } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    // Spec §5: the only client rule is "not empty and contains @"; the server checks the rest.
    if (!address || !address.includes('@')) {
      setInvalid(true);
      toast.error(invalidEmailMessage);
      return;
    }
    setInvalid(false);
    subscribe.mutate(
      { email: address, phone: phone.trim() || null },
      {
        onSuccess: (result) => {
          if (result.success) {
            writeStorage('local', STORAGE_KEYS.emailSubscribed, 'true');
            rememberDiscountCode(result.discountCode);
            setWelcome({ message: result.message, code: result.discountCode });
          } else {
            // The server's one refusal with a 200: "You're already subscribed!", code included.
            rememberDiscountCode(result.discountCode);
            toast.info(result.message, { duration: INFO_TOAST_MS });
          }
        },
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  };

  if (welcome) return <WelcomeCode message={welcome.message} code={welcome.code} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        invalid={invalid}
        className="space-y-2"
      />
      <FormField
        label="Phone (optional)"
        type="tel"
        name="phone"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        className="space-y-2"
      />
      <Button
        type="submit"
        variant="accent"
        disabled={subscribe.isPending}
        className="self-end sm:w-auto"
      >
        {subscribe.isPending ? <Spinner className="size-4" /> : null}
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
