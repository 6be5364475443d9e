import { clsx } from 'clsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { collectionPageMeta, SHOP_PAGE_META } from '../../../shared/site/page-meta-base';
import { PageHeading } from './page-heading';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useCollectionNames, useProducts } from './queries';

const ALL = 'all';

function FilterButton({
  label,
  active,
  onSelect,
}: {
  label: string;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onSelect}
      className={clsx(
        'h-9 shrink-0 border px-4 text-xs font-semibold tracking-wider whitespace-nowrap uppercase transition-colors',
        active ? 'border-ink bg-ink text-paper' : 'border-line bg-paper hover:border-ink',
      )}
    >
      {label}
    </button>
  );
}

/** Shop All (spec §2): every in-stock product, filtered by the `collection` query parameter. */
export function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('collection');
  const collection = requested && requested !== ALL ? requested : null;
  const products = useProducts(collection);
  const names = useCollectionNames();
  // The filter row wraps on a phone: on the first visit the row and the grid appear together
  // once the names and the products are known, so neither moves the other after the first
  // paint (the layout already waited for the sale). Later filter changes keep the row in place
  // and only the grid waits.
  const [shown, setShown] = useState(false);
  if (!shown && !products.isPending && !names.isPending) setShown(true);

  usePageMeta(collection ? collectionPageMeta(collection) : SHOP_PAGE_META);

  // Choosing a collection sets the parameter; "all" clears it (spec §2).
  const select = (name: string | null) =>
    setSearchParams(name ? { collection: name } : {}, { preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeading title="Shop All">
        <p>
          Faith-based streetwear, made to order and printed in the U.S. Every piece is heavyweight,
          garment dyed and pre-shrunk.
        </p>
      </PageHeading>

      {shown ? (
        <>
          <nav
            aria-label="Collections"
            className="sticky top-16 z-30 -mx-4 mt-8 border-b border-line bg-paper/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
          >
            {/* Wrapped, not scrolled sideways: a phone would hide the last collections off-screen. */}
            <div className="flex flex-wrap gap-2">
              <FilterButton
                label={ALL}
                active={collection === null}
                onSelect={() => select(null)}
              />
              {(names.data ?? []).map((name) => (
                <FilterButton
                  key={name}
                  label={name}
                  active={collection?.toLowerCase() === name.toLowerCase()}
                  onSelect={() => select(name)}
                />
              ))}
            </div>
          </nav>

          <div className="mt-8">
            <ProductGrid
              title={collection ?? 'All products'}
              products={products.data}
              isPending={products.isPending}
              isError={products.isError}
              emptyText="No products found."
            />
          </div>
        </>
      ) : (
        // Taller than the screen, so nothing below it (the footer) is in view to be pushed.
        <div className="mt-8 min-h-dvh">
          <ProductGridSkeleton />
        </div>
      )}
    </div>
  );
}
