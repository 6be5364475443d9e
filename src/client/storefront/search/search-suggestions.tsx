import { clsx } from 'clsx';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../shared/catalog/product.schema';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { paths } from '../../paths';
import { Price } from '../../ui/price';
import { showPlaceholder } from '../../ui/image-placeholder';
import { productPriceLabels } from '../catalog/product-price';
import { usePromotionPercentage } from '../promotions/queries';
import { SUGGEST_FROM_LENGTH, useSuggestions } from './queries';
import { suggestionId } from './suggestion-id';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to skip the keys of a word being typed, short enough to feel immediate. */
const DEBOUNCE_MS = 200;
const NO_PRODUCTS: readonly Product[] = [];

export interface SearchSuggestionsProps {
  /** What is in the field now. */
  text: string;
  listboxId: string;
  /** Whether the list shows (the field has focus and there are suggestions). */
  open: boolean;
  /**
   * Whether the shopper is still choosing (typing in the field): the status line says what the
   * list holds, or that nothing matches. After a search it is silent; the results page says it.
   */
  choosing: boolean;
  highlighted: number;
  /** The suggested products' ids, in order, each time they change. */
  onProducts: (ids: readonly string[]) => void;
  onHighlight: (index: number) => void;
  onOpen: (id: string) => void;
}

function Suggestion({
  product,
  id,
  selected,
  promotion,
  onPoint,
  onPick,
}: {
  product: Product;
  id: string;
  selected: boolean;
  promotion: number | null;
  onPoint: () => void;
  onPick: () => void;
}) {
  const price = productPriceLabels(product, promotion);
  return (
    // The field keeps focus (mouse down would take it) and names this option as active.
    <li
      id={id}
      role="option"
      aria-selected={selected}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onPoint}
      onClick={onPick}
      className={clsx('flex cursor-pointer items-center gap-3 px-3 py-2', selected && 'bg-surface')}
    >
      <img
        src={imageVariantUrl(product.imageUrl, 400)}
        alt=""
        width={40}
        height={50}
        onError={showPlaceholder}
        className="h-12.5 w-10 shrink-0 bg-surface object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{product.name}</span>
        <span className="flex items-center gap-2 text-sm">
          <Price value={price.value} original={price.original} />
          {product.inStock ? null : (
            <span className="bg-ink px-1.5 text-[10px] font-bold tracking-wider text-paper uppercase">
              Sold Out
            </span>
          )}
        </span>
      </span>
    </li>
  );
}

/** The header search's suggestion list (loaded once the field is first focused). */
export function SearchSuggestions({
  text,
  listboxId,
  open,
  choosing,
  highlighted,
  onProducts,
  onHighlight,
  onOpen,
}: SearchSuggestionsProps) {
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const suggestions = useSuggestions(q);
  const promotion = usePromotionPercentage();
  const active = q.length >= SUGGEST_FROM_LENGTH && text.trim() !== '';
  const products = (active ? suggestions.data?.products : undefined) ?? NO_PRODUCTS;
  const total = suggestions.data?.total ?? 0;

  const ids = products.map((product) => product.id).join(' ');
  useEffect(() => {
    onProducts(ids === '' ? [] : ids.split(' '));
  }, [ids, onProducts]);

  return (
    <>
      <p role="status" className="sr-only">
        {choosing && active && suggestions.data
          ? products.length === 0
            ? `No products found for "${q}".`
            : `${products.length} ${products.length === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose`
          : ''}
      </p>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 border border-line bg-paper shadow-lg md:inset-x-auto md:right-0 md:mt-1 md:w-96"
      >
        <ul id={listboxId} role="listbox" aria-label="Suggested products" className="py-1">
          {products.map((product, index) => (
            <Suggestion
              key={product.id}
              id={suggestionId(listboxId, index)}
              product={product}
              selected={index === highlighted}
              promotion={promotion}
              onPoint={() => {
                if (index !== highlighted) onHighlight(index);
              }}
              onPick={() => onOpen(product.id)}
            />
          ))}
        </ul>
        <Link
          to={paths.search(q)}
          onMouseDown={(event) => event.preventDefault()}
          tabIndex={-1}
          className="block border-t border-line px-3 py-2.5 text-xs font-semibold tracking-wider uppercase hover:bg-surface"
        >
          See all {total} {total === 1 ? 'result' : 'results'}
        </Link>
      </div>
    </>
  );
}
