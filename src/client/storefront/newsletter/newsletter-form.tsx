import { lazy, Suspense, useState } from 'react';
import { NewsletterSignupForm } from '../../ui/newsletter-signup-form';
import { INVALID_EMAIL, useNewsletterSignup, type Welcome } from './use-newsletter-signup';

// The welcome is shown only after a sign-up, so it is not in the first download (it brings the
// copy button); the download starts with the sign-up request (decision 055).
const importWelcome = () => import('./welcome-code');
const WelcomeCode = lazy(async () => ({ default: (await importWelcome()).WelcomeCode }));

export interface NewsletterFormProps {
  /** The locked page words it differently (spec §5: "Please enter a valid email"). */
  invalidEmailMessage?: string;
}

/** Newsletter sign-up with the 10% first-order code (spec §4 and §5). */
export function NewsletterForm({ invalidEmailMessage = INVALID_EMAIL }: NewsletterFormProps) {
  const signup = useNewsletterSignup(invalidEmailMessage);
  const [welcome, setWelcome] = useState<Welcome | null>(null);

  if (welcome) {
    return (
      <Suspense fallback={null}>
        <WelcomeCode welcome={welcome} />
      </Suspense>
    );
  }

  return (
    <NewsletterSignupForm
      pending={signup.pending}
      invalid={signup.invalid}
      onSubmit={({ email, phone }) => {
        void importWelcome().catch(() => undefined);
        signup.submit(email, phone, { onWelcome: setWelcome });
      }}
    />
  );
}
