import { clsx } from 'clsx';
import { swatchHex } from '../../../shared/catalog/colors';

/** A round dot in a colour's garment tone; light tones get a ring so they show on white. */
export function SwatchDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      // A hover hint for sighted mouse users; screen readers get the names as text instead.
      title={color}
      style={{ backgroundColor: swatchHex(color) }}
      className={clsx('inline-block rounded-full ring-1 ring-ink/20 ring-inset', className)}
    />
  );
}
