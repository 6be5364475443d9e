import { ExternalLink } from 'lucide-react';
import { toast } from '../../ui/toast';
import { formatMoney } from '../../../shared/format/money';
import { DEMO_HANDLE_NOTE, isDemoHandle } from '../../../shared/orders/demo-handles';
import type { OrderPayment } from '../../../shared/orders/payment-methods';
import { buttonStyles } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { CryptoWallets } from './crypto-wallets';
import { PayQrCode } from './pay-qr-code';

// Spec §8 (success toasts), word for word.
export const copiedMessage = (method: string | undefined) =>
  method ? `${method} copied to clipboard` : 'Copied to clipboard';
const COPY_FAILED = 'Could not copy. Please select the text and copy it.';

/**
 * Where to pay for one order: the order number to write as memo, the exact total, the method's
 * handle with a copy button, and the one-tap link and its QR code where the app has one. Step 3
 * of checkout, the order page and the tracking result all show this (issue 13).
 */
export function PaymentDetails({ payment }: { payment: OrderPayment }) {
  const total = formatMoney(payment.totalCents);
  const copyToasts = {
    onCopied: () => toast.success(copiedMessage(payment.name)),
    onCopyFailed: () => toast.error(COPY_FAILED),
  };

  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="border border-line p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
            Order Number
          </dt>
          <dd className="mt-1 font-mono text-xl font-bold tracking-wider">{payment.memo}</dd>
        </div>
        <div className="border border-line p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
            Total to Send
          </dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{total}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-start justify-between gap-6 border border-ink p-4">
        <div className="min-w-0 flex-1 basis-64 space-y-3">
          <p className="text-xs font-semibold tracking-wider text-muted uppercase">
            Pay with {payment.name}
          </p>
          {payment.handle ? (
            <div className="flex items-center gap-3">
              <p className="min-w-0 font-mono text-lg font-bold break-all">{payment.handle}</p>
              <CopyButton
                text={payment.handle}
                label={`Copy ${payment.name} handle`}
                {...copyToasts}
              />
            </div>
          ) : null}
          {isDemoHandle(payment.id, payment.handle) ? (
            <p className="border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold">
              {DEMO_HANDLE_NOTE}
            </p>
          ) : null}
          {payment.wallets.length > 0 ? (
            <CryptoWallets
              wallets={payment.wallets}
              totalCents={payment.totalCents}
              {...copyToasts}
            />
          ) : null}
          {payment.recipientName ? (
            <p className="text-sm">
              Your bank will show the recipient as{' '}
              <span className="font-semibold">{payment.recipientName}</span>.
            </p>
          ) : null}
          {payment.payUrl ? (
            <a
              href={payment.payUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ variant: 'accent' })}
            >
              Pay {total} with {payment.name}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          <p className="text-sm">{payment.instructions}</p>
          {payment.note ? <p className="text-sm text-muted">{payment.note}</p> : null}
        </div>
        {/* A hosted crypto page opens as well on the computer; its wallets have their own codes. */}
        {payment.payUrl && payment.id !== 'coinbase' ? (
          <PayQrCode value={payment.payUrl} label={`QR code to pay with ${payment.name}`} />
        ) : null}
      </div>

      <p className="bg-surface p-4 text-sm font-semibold">
        {payment.id === 'coinbase'
          ? `Send the exact total of ${total}. A crypto transfer carries no memo, so we match it by amount and time: keep your order number ${payment.memo} for any question about it.`
          : `Send the exact total of ${total} and include your order number ${payment.memo} with your payment.`}
      </p>
    </div>
  );
}
