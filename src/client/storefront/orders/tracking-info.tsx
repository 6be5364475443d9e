import { ExternalLink } from 'lucide-react';
import type { Order } from '../../../shared/orders/order.schema';

/** Carrier, tracking number and the carrier's page, once the owner has entered them. */
export function TrackingInfo({
  order,
}: {
  order: Pick<Order, 'trackingNumber' | 'trackingUrl' | 'carrier'>;
}) {
  if (!order.trackingNumber && !order.trackingUrl) return null;
  return (
    <div className="space-y-1 text-sm">
      {order.carrier ? (
        <p>
          <span className="text-muted">Carrier:</span> {order.carrier}
        </p>
      ) : null}
      {order.trackingNumber ? (
        <p>
          <span className="text-muted">Tracking Number:</span>{' '}
          <span className="font-mono">{order.trackingNumber}</span>
        </p>
      ) : null}
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
        >
          Track Package
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
