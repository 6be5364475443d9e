import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { sizeSurchargeCents } from '../../../shared/pricing/pricing';
import { paths } from '../../paths';
import { SwatchDot } from './color-swatch';

const groupLabel = 'text-xs font-semibold tracking-wider uppercase';

export interface SizeSelectorProps {
  sizes: string[];
  selected: string | null;
  onSelect: (size: string) => void;
}

export function SizeSelector({ sizes, selected, onSelect }: SizeSelectorProps) {
  const labelId = useId();
  const surcharges = sizes
    .map((size) => ({ size, cents: sizeSurchargeCents(size) }))
    .filter(({ cents }) => cents > 0);

  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <p id={labelId} className={groupLabel}>
          Size{selected ? <span className="font-normal normal-case">: {selected}</span> : null}
        </p>
        <Link
          to={paths.sizeChart}
          className="text-xs font-semibold underline underline-offset-4 hover:text-accent"
        >
          Size Chart
        </Link>
      </div>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={size === selected}
            onClick={() => onSelect(size)}
            className={clsx(
              'h-11 min-w-14 border px-3 text-sm font-semibold transition-colors',
              size === selected ? 'border-ink bg-ink text-paper' : 'border-line hover:border-ink',
            )}
          >
            {size}
          </button>
        ))}
      </div>
      {surcharges.length > 0 ? (
        <p className="text-xs text-muted">
          {surcharges.map(({ size, cents }) => `${size} +${formatMoney(cents)}`).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}

export interface ColorSelectorProps {
  colors: string[];
  selected: string | null;
  onSelect: (color: string) => void;
}

export function ColorSelector({ colors, selected, onSelect }: ColorSelectorProps) {
  const labelId = useId();

  return (
    <div className="space-y-3">
      {/* The chosen colour is written out: the swatch alone would carry meaning by colour only. */}
      <p id={labelId} className={groupLabel}>
        Color{selected ? <span className="font-normal normal-case">: {selected}</span> : null}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2.5">
        {colors.map((color) => {
          const active = color === selected;
          return (
            <button
              key={color}
              type="button"
              aria-label={color}
              aria-pressed={active}
              title={color}
              onClick={() => onSelect(color)}
              className={clsx(
                'relative inline-flex size-10 items-center justify-center rounded-full border-2 transition-colors',
                active ? 'border-ink' : 'border-transparent hover:border-line',
              )}
            >
              <SwatchDot color={color} className="size-8" />
              {active ? (
                <Check
                  aria-hidden="true"
                  className="absolute size-4 text-paper mix-blend-difference"
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
