import { Send } from 'lucide-react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { errorMessage } from '../common/error-message';
import { useSendTestMail } from '../launch/queries';

export const SEND_TEST_MAIL = 'Send a Test Mail';
const TEST_MAIL_FAILED =
  'The test mail did not go out. Check SMTP_URL and MAIL_FROM (docs/configuration.md).';

/**
 * Sends a mail to the signed-in owner at once and says what the mail server answered: with
 * SMTP, the launch checklist's "Send mail" is then done (docs/decisions/066-before-you-open.md).
 */
export function TestMailButton() {
  const send = useSendTestMail();
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: ({ to, transport }) =>
        toast.success(
          transport === 'smtp'
            ? `Test mail sent to ${to}`
            : `Test mail kept here for ${to}: set SMTP_URL to send mail`,
        ),
      onError: (error) => toast.error(errorMessage(error, TEST_MAIL_FAILED)),
    });
  return (
    <Button variant="secondary" onClick={onClick} disabled={send.isPending}>
      {send.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <Send aria-hidden="true" className="size-4" />
      )}
      {SEND_TEST_MAIL}
    </Button>
  );
}
