import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { sendVerificationEmail } from '../../lib/auth-client';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/**
 * Under Order History while the address is unconfirmed: guest orders made out to it join the
 * list only once the shopper proves they hold it (issue 13).
 */
export function ConfirmEmailNote({ email }: { email: string }) {
  const [state, setState] = useState<
    { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }
  >({ status: 'idle' });

  const send = async () => {
    setState({ status: 'sending' });
    const failure = await sendVerificationEmail(email);
    setState(failure ? { status: 'failed', message: failure } : { status: 'sent' });
  };

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 bg-surface p-4 text-sm">
      <MailCheck aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 basis-64">
        Ordered as a guest with {email}? Confirm your e-mail address with the link we sent you, and
        those orders appear here.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void send()}
        disabled={state.status === 'sending' || state.status === 'sent'}
      >
        {state.status === 'sending' ? <Spinner className="size-4" /> : null}
        Send the Link Again
      </Button>
      <p role="status" className="w-full empty:hidden">
        {state.status === 'sent'
          ? `Sent. Check ${email} for the link.`
          : state.status === 'failed'
            ? state.message
            : null}
      </p>
    </div>
  );
}
