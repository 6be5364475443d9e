import { MailCheck, RotateCw, Trash2 } from 'lucide-react';
import { formatDateTime } from '../../../shared/format/date';
import type { OutboxMail, OutboxState } from '../../../shared/site/mail-outbox.schema';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { LoadMore } from '../common/load-more';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useErrorToast } from '../common/use-error-toast';
import {
  useDiscardOutboxMail,
  useOutbox,
  useRetryAllOutboxMail,
  useRetryOutboxMail,
} from './queries';

export const OUTBOX_TEXTS = {
  heading: 'Outbox',
  description:
    'E-mails the store could not send yet. It tries each one again by itself for 72 hours. One the mail server refused for good, or still not sent after 72 hours, is marked Failed and stays here until you retry or discard it.',
  loading: 'Loading outbox',
  failed: 'Failed to load outbox',
  empty: 'Nothing waiting',
  emptyHint: 'No e-mail is delayed or failed.',
  retried: 'E-mail queued to send again',
  retriedAll: (count: number) =>
    count === 1 ? '1 e-mail queued to send again' : `${count} e-mails queued to send again`,
  retryFailed: 'Failed to retry e-mail',
  discarded: 'E-mail discarded',
  discardFailed: 'Failed to discard e-mail',
} as const;

const states: Record<OutboxState, { label: string; tone: BadgeTone }> = {
  delayed: { label: 'Delayed', tone: 'yellow' },
  sending: { label: 'Sending', tone: 'blue' },
  failed: { label: 'Failed', tone: 'red' },
};

function reportFailure(text: string) {
  return (error: Error) => {
    console.error(text, error);
    toast.error(text);
  };
}

function OutboxRow({ mail, onDiscard }: { mail: OutboxMail; onDiscard: () => void }) {
  const retry = useRetryOutboxMail();
  const state = states[mail.state];
  return (
    <article aria-label={mail.subject} className="flex flex-col gap-3 p-4 sm:flex-row sm:gap-4">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={state.tone}>{state.label}</Badge>
          <span className="font-semibold break-words">{mail.subject}</span>
        </div>
        <p className="text-sm break-all text-neutral-600">To: {mail.to}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-neutral-600">
          <dt>Queued</dt>
          <dd>{formatDateTime(mail.queuedAt)}</dd>
          <dt>Attempts</dt>
          <dd>{mail.attempts}</dd>
          {mail.nextTryAt ? (
            <>
              <dt>Next try</dt>
              <dd>{formatDateTime(mail.nextTryAt)}</dd>
            </>
          ) : null}
          {mail.state !== 'failed' ? (
            <>
              <dt>Retried until</dt>
              <dd>{formatDateTime(mail.retryUntil)}</dd>
            </>
          ) : null}
        </dl>
        {mail.lastError ? (
          <p className="font-mono text-xs break-words text-neutral-700">
            Last error: {mail.lastError}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-start gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={mail.state === 'sending' || retry.isPending}
          aria-label={`Retry ${mail.subject}`}
          onClick={() =>
            retry.mutate(mail.id, {
              onSuccess: () => toast.success(OUTBOX_TEXTS.retried),
              onError: reportFailure(OUTBOX_TEXTS.retryFailed),
            })
          }
        >
          {retry.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <RotateCw aria-hidden="true" className="size-4" />
          )}
          Retry
        </Button>
        {mail.state === 'failed' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Discard ${mail.subject}`}
            onClick={onDiscard}
            className="text-accent hover:bg-accent-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The outbox (DECISIONS: "Mail is never dropped in silence"): every e-mail the store tried and
 * could not send yet, delayed or failed, with what the mail server answered, Retry per message
 * and for all, and Discard (asked first) for a failed one. Shown with SMTP and without.
 */
export function OutboxSection() {
  const outbox = useOutbox();
  const retryAll = useRetryAllOutboxMail();
  const discard = useConfirmDelete<OutboxMail>(useDiscardOutboxMail(), {
    title: 'Discard e-mail',
    question: (mail) => `Discard the e-mail "${mail.subject}" to ${mail.to}? It will not be sent.`,
    deleted: OUTBOX_TEXTS.discarded,
    failed: OUTBOX_TEXTS.discardFailed,
  });
  useErrorToast(outbox.error, OUTBOX_TEXTS.failed);
  const entries = outbox.data?.pages.flatMap((page) => page.mail);
  const counts = outbox.data?.pages[0]?.counts;

  let body;
  if (outbox.isPending) body = <LoadingState label={OUTBOX_TEXTS.loading} />;
  else if (outbox.error || !entries)
    body = (
      <ErrorState
        title={OUTBOX_TEXTS.failed}
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
      />
    );
  else if (entries.length === 0)
    body = (
      <EmptyState icon={MailCheck} title={OUTBOX_TEXTS.empty}>
        <p className="text-sm text-muted">{OUTBOX_TEXTS.emptyHint}</p>
      </EmptyState>
    );
  else
    body = (
      <Card>
        <ul aria-label={OUTBOX_TEXTS.heading} className="divide-y divide-line">
          {entries.map((mail) => (
            <li key={mail.id}>
              <OutboxRow mail={mail} onDiscard={() => discard.ask(mail)} />
            </li>
          ))}
        </ul>
      </Card>
    );

  return (
    <section aria-labelledby="outbox-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="outbox-heading" className="font-display text-xl tracking-tight uppercase">
            {OUTBOX_TEXTS.heading}
            {counts && counts.delayed + counts.failed > 0
              ? ` (${counts.delayed + counts.failed})`
              : ''}
          </h2>
          <p className="text-sm text-neutral-600">{OUTBOX_TEXTS.description}</p>
        </div>
        {entries && entries.length > 0 ? (
          <Button
            disabled={retryAll.isPending}
            onClick={() =>
              retryAll.mutate(undefined, {
                onSuccess: ({ retried }) => toast.success(OUTBOX_TEXTS.retriedAll(retried)),
                onError: reportFailure(OUTBOX_TEXTS.retryFailed),
              })
            }
          >
            {retryAll.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCw aria-hidden="true" className="size-4" />
            )}
            Retry all
          </Button>
        ) : null}
      </div>
      {body}
      <LoadMore query={outbox} />
      <ConfirmDialog {...discard.dialog} confirmLabel="Discard" />
    </section>
  );
}
