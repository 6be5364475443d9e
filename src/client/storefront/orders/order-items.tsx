import { formatMoney } from '../../../shared/format/money';
import type { OrderItem } from '../../../shared/orders/order.schema';
import { LineImage } from '../cart/line-image';

/** An order's lines as saved: the name, picture and unit price of the day it was placed. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul aria-label="Order items" className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 py-4">
          <LineImage src={item.productImage} alt="" className="w-16" />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold">{item.productName}</p>
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
