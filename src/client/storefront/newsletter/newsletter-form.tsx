import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { INVALID_EMAIL, useNewsletterSignup, type Welcome } from './use-newsletter-signup';

/** Spec §9: the copy button shows its check for 2 s. */
const COPIED_MS = 2000;

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
  const signup = useNewsletterSignup(invalidEmailMessage);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [welcome, setWelcome] = useState<Welcome | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signup.submit(email, phone, { onWelcome: setWelcome });
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
        invalid={signup.invalid}
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
        disabled={signup.pending}
        className="self-end sm:w-auto"
      >
        {signup.pending ? <Spinner className="size-4" /> : null}
        {signup.pending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
