import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { Badge } from '../../ui/badge';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { useCart } from './cart-context';
import type { LineAvailability, PricedCartLine } from './cart-pricing';
import { LineImage } from '../../ui/line-image';

// The flags of issue 4: a line that can no longer be bought says why.
export const NO_LONGER_AVAILABLE = 'No longer available';
export const SOLD_OUT = 'Sold out';

const FLAGS: Partial<Record<LineAvailability, string>> = {
  unavailable: NO_LONGER_AVAILABLE,
  sold_out: SOLD_OUT,
};

/** "Blessed Baller Tee (M, Black)": what tells two lines of one product apart, for labels. */
export function lineDescription(line: PricedCartLine['line']): string {
  const options = [line.selectedSize, line.selectedColor].filter(Boolean).join(', ');
  return options ? `${line.name} (${options})` : line.name;
}

export function CartLineItem({ priced }: { priced: PricedCartLine }) {
  const { updateQuantity, removeItem } = useCart();
  const { line } = priced;
  const flag = FLAGS[priced.availability];
  const described = lineDescription(line);

  return (
    <li className="flex gap-4 py-6" aria-label={described}>
      <Link to={paths.product(line.id)} tabIndex={-1} aria-hidden="true">
        <LineImage src={line.image} alt="" className="w-20 sm:w-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0 space-y-1">
            <h2 className="text-sm font-semibold">
              <Link to={paths.product(line.id)} className="hover:underline">
                {line.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              {line.selectedSize ? <span>Size: {line.selectedSize}</span> : null}
              {line.selectedSize && line.selectedColor ? <span aria-hidden="true"> · </span> : null}
              {line.selectedColor ? <span>Color: {line.selectedColor}</span> : null}
            </p>
            <p className="text-sm">
              <span className="sr-only">Price: </span>
              {formatMoney(priced.unitPriceCents)}
            </p>
            {flag ? (
              <Badge tone={priced.availability === 'sold_out' ? 'ink' : 'red'}>{flag}</Badge>
            ) : null}
          </div>
          <p className="text-sm font-semibold tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatMoney(priced.lineTotalCents)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4">
          {/* Spec §5: the buttons send quantity - 1 and + 1; zero removes the line. */}
          <QuantityStepper
            value={line.quantity}
            label={`Quantity of ${described}`}
            onDecrease={() => updateQuantity(line, line.quantity - 1)}
            onIncrease={() => updateQuantity(line, line.quantity + 1)}
            disabled={Boolean(flag)}
          />
          <button
            type="button"
            onClick={() => removeItem(line)}
            aria-label={`Remove ${described}`}
            className="inline-flex h-10 items-center gap-2 px-2 text-xs font-semibold tracking-wider text-muted uppercase hover:text-accent"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span aria-hidden="true">Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
