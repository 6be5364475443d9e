import { clsx } from 'clsx';
import { formatMoney } from '../../shared/format/money';
import { LineImage } from './line-image';

/** A line of a placed order as it was saved (an order item of either side's API). */
export interface OrderItemLine {
  id: string;
  productName: string;
  productImage: string | null;
  selectedSize: string;
  selectedColor: string;
  quantity: number;
  /** What one unit cost, in cents. */
  priceCents: number;
}

export interface OrderItemListProps {
  items: readonly OrderItemLine[];
  /** Smaller pictures and spacing, for a dialog (the owner's order detail). */
  compact?: boolean;
}

/**
 * An order's lines as saved: the name, picture and unit price of the day it was placed. The
 * shopper's order pages and the owner's order detail show the same lines.
 */
export function OrderItemList({ items, compact = false }: OrderItemListProps) {
  return (
    <ul aria-label="Order items" className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className={clsx('flex', compact ? 'gap-3 py-3' : 'gap-4 py-4')}>
          <LineImage src={item.productImage} alt="" className={compact ? 'w-12' : 'w-16'} />
          <div className={clsx('min-w-0 flex-1 text-sm', compact ? 'space-y-0.5' : 'space-y-1')}>
            <p className="font-semibold break-words">{item.productName}</p>
            <p className="text-muted">
              {item.selectedSize ? <span>Size: {item.selectedSize}</span> : null}
              {item.selectedSize && item.selectedColor ? <span aria-hidden="true"> · </span> : null}
              {item.selectedColor ? <span>Color: {item.selectedColor}</span> : null}
            </p>
            <p className="text-muted">
              Qty: {item.quantity} × {formatMoney(item.priceCents)}
            </p>
          </div>
          <p className="text-sm font-semibold tabular-nums">
            {formatMoney(item.priceCents * item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}
