import { ArrowRight, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import type { OutboxCounts } from '../../../shared/site/mail-outbox.schema';
import { paths } from '../../paths';

/** "3 e-mails could not be sent yet": the heading of the banner while any wait in the outbox. */
export function mailNotSentText(count: number): string {
  return count === 1 ? '1 e-mail could not be sent yet' : `${count} e-mails could not be sent yet`;
}

function detail({ delayed, failed }: OutboxCounts): string {
  const parts: string[] = [];
  if (delayed > 0) parts.push(`${delayed} being retried by the store`);
  if (failed > 0) parts.push(`${failed} failed and waiting for you to retry`);
  return `${parts.join('; ')}.`;
}

/**
 * Mail that has not gone out although it was tried (DECISIONS: "Mail is never dropped in
 * silence"): shown on the dashboard while any waits, linking to the outbox at /admin/mail.
 */
export function MailOutboxBanner({ counts }: { counts: OutboxCounts }) {
  const waiting = counts.delayed + counts.failed;
  if (waiting === 0) return null;
  return (
    <Link
      to={paths.admin.mail}
      className="group flex items-center gap-4 border border-accent bg-accent-soft p-4 text-accent-strong transition-colors hover:bg-accent-soft/70 sm:p-5"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center bg-accent text-white">
        <MailWarning aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{mailNotSentText(waiting)}</span>
        <span className="block text-sm">{detail(counts)}</span>
      </span>
      <span className="hidden items-center gap-1 text-xs font-semibold tracking-wider uppercase sm:inline-flex">
        Outbox
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}
