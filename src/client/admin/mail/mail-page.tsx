import { LoadMore } from '../common/load-more';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { SentMail } from '../../../shared/site/mail.schema';
import { Badge } from '../../ui/badge';
import { Dialog } from '../../ui/dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { ListPage } from '../common/list-page';
import { ErrorState, LoadingState } from '../common/query-states';
import { OutboxSection } from './outbox-section';
import { useMailList, useMailMessage, useMailTransport } from './queries';
import { TestMailButton } from './test-mail-button';

export const FAILED_TO_LOAD_MAIL = 'Failed to load mail';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function MailStatus({ transport }: { transport: SentMail['transport'] }) {
  return transport === 'stored' ? (
    <Badge tone="yellow">Kept</Badge>
  ) : (
    <Badge tone="green">Sent</Badge>
  );
}

function MailRow({ mail, onOpen }: { mail: SentMail; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col gap-2 p-4 text-left hover:bg-surface sm:flex-row sm:items-start sm:gap-4"
    >
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block font-semibold break-words">{mail.subject}</span>
        <span className="block text-sm break-all text-neutral-600">To: {mail.to}</span>
      </span>
      <span className="flex shrink-0 items-center gap-3 text-sm text-neutral-600">
        <time dateTime={mail.createdAt}>{sentAt.format(new Date(mail.createdAt))}</time>
        <MailStatus transport={mail.transport} />
      </span>
    </button>
  );
}

/** One message as the recipient sees it, in a frame that runs nothing and reaches nothing. */
function MailDialog({ mail, onClose }: { mail: SentMail | null; onClose: () => void }) {
  const message = useMailMessage(mail?.id ?? null);
  let body;
  if (message.isPending) body = <LoadingState label="Loading message" />;
  else if (message.error)
    body = (
      <ErrorState
        title="Failed to load message"
        error={message.error}
        onRetry={() => void message.refetch()}
      />
    );
  else
    body = (
      <div className="space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-neutral-600">From</dt>
          <dd className="break-all">{message.data.from}</dd>
          <dt className="text-neutral-600">To</dt>
          <dd className="break-all">{message.data.to}</dd>
          <dt className="text-neutral-600">Date</dt>
          <dd>{sentAt.format(new Date(message.data.createdAt))}</dd>
        </dl>
        <iframe
          title={`Message: ${message.data.subject}`}
          sandbox=""
          srcDoc={message.data.html}
          className="h-[60vh] w-full border border-line bg-white"
        />
      </div>
    );
  return (
    <Dialog
      open={mail !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={mail?.subject ?? ''}
      className="sm:max-w-3xl"
    >
      {body}
    </Dialog>
  );
}

/**
 * The outbox (mail tried and not gone out yet), then every message the store kept (no SMTP
 * configured) or sent, newest first (DECISIONS: "E-mail", "Mail is never dropped in silence").
 */
export function MailPage({ title }: AdminScreenProps) {
  const mail = useMailList();
  const transport = useMailTransport();
  const [open, setOpen] = useState<SentMail | null>(null);
  const list = mail.data?.pages.flatMap((page) => page.mail);

  return (
    <ListPage
      title={title}
      actions={<TestMailButton />}
      description={
        transport.data === 'smtp'
          ? 'E-mails waiting to go out, and a copy of every e-mail the store sent through your mail server.'
          : 'No mail server is configured (SMTP_URL), so the store keeps every e-mail here instead of sending it.'
      }
      beforeList={
        <>
          <OutboxSection />
          <h2 className="font-display text-xl tracking-tight uppercase">Sent</h2>
        </>
      }
      query={{ data: list, error: mail.error, isPending: mail.isPending, refetch: mail.refetch }}
      texts={{
        loading: 'Loading mail',
        failed: FAILED_TO_LOAD_MAIL,
        empty: 'No mail yet',
        emptyHint: 'Order confirmations, welcome e-mails and campaigns appear here.',
      }}
      emptyIcon={Inbox}
      listLabel="Mail"
      renderItem={(message) => <MailRow mail={message} onOpen={() => setOpen(message)} />}
    >
      <LoadMore query={mail} />
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
