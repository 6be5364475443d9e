import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../lib/api';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useUnsubscribe } from './queries';

// Spec §2 and §8, word for word.
const UNSUBSCRIBED = "You've Been Unsubscribed";
const INVALID_LINK = 'Invalid Link';
export const INVALID_UNSUBSCRIBE_LINK = 'Invalid unsubscribe link';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe. Please try again or contact support.';

function failureMessage(error: unknown): string {
  // The server's 400 says the link is bad; anything else (network, 5xx) may work on a retry.
  return error instanceof ApiRequestError && error.status === 400
    ? INVALID_UNSUBSCRIBE_LINK
    : UNSUBSCRIBE_FAILED;
}

function ReturnToStore() {
  return (
    <Link to={paths.home} className={buttonStyles({ className: 'mt-8' })}>
      Return to Store
    </Link>
  );
}

/** The newsletter's unsubscribe link (spec §2): processing, then unsubscribed or invalid. */
export function UnsubscribePage() {
  usePageMeta(staticPageMeta('/unsubscribe'));
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const complete = email !== '' && token !== '';
  const result = useUnsubscribe(email, token, complete);

  let body;
  if (complete && result.isPending) {
    body = <Spinner label="Unsubscribing" className="size-10" />;
  } else if (complete && result.isSuccess) {
    body = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
        <h1 className="mt-6 font-display text-3xl tracking-tight uppercase">{UNSUBSCRIBED}</h1>
        <p className="mt-3 text-muted">
          {email} will no longer receive our newsletter. You can subscribe again at any time.
        </p>
        <ReturnToStore />
      </>
    );
  } else {
    body = (
      <>
        <XCircle aria-hidden="true" className="size-12 text-accent" />
        <h1 className="mt-6 font-display text-3xl tracking-tight uppercase">{INVALID_LINK}</h1>
        <p className="mt-3 text-muted">
          {complete ? failureMessage(result.error) : INVALID_UNSUBSCRIBE_LINK}
        </p>
        <ReturnToStore />
      </>
    );
  }

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      {body}
    </section>
  );
}
