import { FileText, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminOrderSummary } from '../../../shared/orders/admin-order.schema';
import {
  MAX_DOCUMENT_ORDERS,
  tooManyOrders,
  type PackingDocument,
} from '../../../shared/orders/packing-documents';
import { Button, buttonStyles } from '../../ui/button';
import { orderDocumentPath, ordersDocumentPath } from './queries';

const ICONS: Record<PackingDocument, typeof Package> = {
  'packing-slip': Package,
  invoice: FileText,
};
const ONE: Record<PackingDocument, string> = { 'packing-slip': 'Packing Slip', invoice: 'Invoice' };
const SEVERAL: Record<PackingDocument, string> = {
  'packing-slip': 'Packing Slips',
  invoice: 'Invoices',
};
const KINDS: readonly PackingDocument[] = ['packing-slip', 'invoice'];

/** A PDF download: a same-origin link, so the session cookie goes with it and the file is saved. */
function DocumentLink({
  kind,
  href,
  children,
}: {
  kind: PackingDocument;
  href: string | null;
  children: ReactNode;
}) {
  const Icon = ICONS[kind];
  const content = (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </>
  );
  const style = { variant: 'secondary' as const, size: 'sm' as const };
  if (href === null) {
    return (
      <Button {...style} disabled>
        {content}
      </Button>
    );
  }
  return (
    <a href={href} download className={buttonStyles(style)}>
      {content}
    </a>
  );
}

/** The order dialog's packing slip and invoice (docs/decisions/062-packing-slips-and-invoices.md). */
export function OrderDocumentLinks({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {KINDS.map((kind) => (
        <DocumentLink key={kind} kind={kind} href={orderDocumentPath(kind, orderId)}>
          {ONE[kind]}
        </DocumentLink>
      ))}
    </div>
  );
}

export interface OrderSelectionBarProps {
  /** The orders the list shows (the pages loaded so far). */
  shown: readonly AdminOrderSummary[];
  /** The chosen ones among them, in the list's order. */
  selected: readonly string[];
  onSelectAll: (all: boolean) => void;
}

/**
 * Above the list: "Select all" and the PDFs of the chosen orders, so the day's processing
 * orders are two clicks from the Processing view (select all, Packing Slips).
 */
export function OrderSelectionBar({ shown, selected, onSelectAll }: OrderSelectionBarProps) {
  const count = selected.length;
  const all = shown.length > 0 && count === shown.length;
  const tooMany = count > MAX_DOCUMENT_ORDERS;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <label className="inline-flex min-h-9 cursor-pointer items-center gap-2.5 text-sm font-semibold select-none">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-ink"
          checked={all}
          disabled={shown.length === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all
      </label>
      <span className="text-sm text-neutral-600" aria-live="polite">
        {count} selected
      </span>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <DocumentLink
            key={kind}
            kind={kind}
            href={count === 0 || tooMany ? null : ordersDocumentPath(kind, selected)}
          >
            {SEVERAL[kind]}
          </DocumentLink>
        ))}
      </div>
      {tooMany ? (
        <p role="alert" className="w-full text-sm font-semibold text-accent-strong">
          {tooManyOrders(count)}
        </p>
      ) : null}
    </div>
  );
}
