import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../shared/format/money';
import {
  OrderNoteSchema,
  type OrderTimelineEntry,
} from '../../../shared/orders/order-lifecycle.schema';
import { Button } from '../../ui/button';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { ErrorState } from '../common/query-states';
import { useAddOrderNote, useOrderTimeline } from './lifecycle-queries';
import { ORDER_STATUS_LABELS } from './order-status';

export const NOTE_ADDED = 'Note added';
export const FAILED_TO_ADD_NOTE = 'Failed to add note';
const FAILED_TO_LOAD_HISTORY = 'Failed to load the order history';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** What happened, in a line (and the note or reason under it). */
function What({ entry }: { entry: OrderTimelineEntry }) {
  switch (entry.kind) {
    case 'note':
      return (
        <>
          <p className="font-semibold">Note</p>
          <p className="break-words whitespace-pre-line">{entry.body}</p>
        </>
      );
    case 'status':
      return (
        <>
          <p className="font-semibold">
            {ORDER_STATUS_LABELS[entry.fromStatus]} → {ORDER_STATUS_LABELS[entry.toStatus]}
          </p>
          {entry.reason ? <p className="break-words">Reason: {entry.reason}</p> : null}
        </>
      );
    case 'mail':
      return (
        <>
          <p className="font-semibold">E-mail sent</p>
          <p className="break-words">{entry.subject}</p>
        </>
      );
    case 'refund':
      return (
        <>
          <p className="font-semibold">Refund recorded: {formatMoney(entry.amountCents)}</p>
          {entry.note ? <p className="break-words">{entry.note}</p> : null}
        </>
      );
  }
}

function NoteForm({ orderId }: { orderId: string }) {
  const id = useId();
  const addNote = useAddOrderNote();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, checked here first (shared schema).
    const parsed = OrderNoteSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    addNote.mutate(
      { id: orderId, input: parsed.data },
      {
        onSuccess: () => {
          setBody('');
          toast.success(NOTE_ADDED);
        },
        onError: (failure) => {
          console.error(FAILED_TO_ADD_NOTE, failure);
          toast.error(FAILED_TO_ADD_NOTE, { description: errorMessage(failure, '') || undefined });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor={`${id}-note`}>Add a note</Label>
      <Textarea
        id={`${id}-note`}
        rows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder="Only you see notes; the customer never does"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-note-error` : undefined}
      />
      <FieldError id={`${id}-note-error`} message={error} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={addNote.isPending}
        className="w-full sm:w-auto"
      >
        {addNote.isPending ? <Spinner className="size-4" /> : null}
        Add Note
      </Button>
    </form>
  );
}

/**
 * The order's history, oldest first: notes, status changes, e-mails sent and refunds, with who
 * and when; and the form that adds an internal note.
 */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const timeline = useOrderTimeline(orderId);
  let list;
  if (timeline.isPending) {
    list = <Spinner label="Loading history" className="size-6" />;
  } else if (timeline.isError) {
    list = (
      <ErrorState
        title={FAILED_TO_LOAD_HISTORY}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
      />
    );
  } else if (timeline.data.length === 0) {
    list = <p className="text-sm text-muted">Nothing has happened to this order yet.</p>;
  } else {
    list = (
      <ol aria-label="Order history" className="space-y-2 text-sm">
        {timeline.data.map((entry) => (
          <li key={entry.id} className="border-l-2 border-line pl-3 break-words">
            <What entry={entry} />
            <p className="text-muted">
              {entry.by ? `${entry.by.name} (${entry.by.email})` : 'By the store'} ·{' '}
              <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="space-y-4">
      {list}
      <NoteForm orderId={orderId} />
    </div>
  );
}
