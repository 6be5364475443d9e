// The newsletter sign-up's fields (storefront §4 and §5): the home page's section and the popup
// ask the same. Its own file, apart from the popup's: the home page's section is in the first
// download, the popup is fetched when it is about to open.
import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { FormField } from './form-field';
import { Spinner } from './spinner';

export interface NewsletterSignupInput {
  email: string;
  /** Spec §5: an empty phone is sent as null. */
  phone: string | null;
}

export interface NewsletterSignupFormProps {
  /** The sign-up is under way: the button says "Subscribing...". */
  pending: boolean;
  /** The e-mail was refused: the field is marked. */
  invalid: boolean;
  /** The button's text when idle: the popup's own; "Subscribe" elsewhere. */
  submitLabel?: string;
  /** Without it (the owner's preview) the form does nothing. */
  onSubmit?: ((signup: NewsletterSignupInput) => void) | undefined;
  /** The form's layout; by default fields and button in one row from `sm` up. */
  className?: string;
  buttonClassName?: string;
}

/** E-mail, optional phone and the submit button; whoever shows it checks and sends. */
export function NewsletterSignupForm({
  pending,
  invalid,
  submitLabel = 'Subscribe',
  onSubmit,
  className = 'grid gap-4 sm:grid-cols-[1fr_1fr_auto]',
  buttonClassName = 'self-end sm:w-auto',
}: NewsletterSignupFormProps) {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.({ email, phone: phone.trim() || null });
  };

  return (
    <form onSubmit={submit} noValidate className={className}>
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        invalid={invalid}
      />
      <FormField
        label="Phone (optional)"
        type="tel"
        name="phone"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Button type="submit" variant="accent" disabled={pending} className={buttonClassName}>
        {pending ? <Spinner className="size-4" /> : null}
        {pending ? 'Subscribing...' : submitLabel}
      </Button>
    </form>
  );
}
