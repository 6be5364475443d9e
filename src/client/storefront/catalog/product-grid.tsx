import { useId } from 'react';
import type { Product } from '../../../shared/catalog/product.schema';
import { ProductCard } from './product-card';

/** Cards in the first rows load at once; the rest wait until they come near the screen. */
const EAGER_CARDS = 4;
/** The first row on a phone (two columns) holds the page's largest image. */
const PRIORITY_CARDS = 2;
/** Enough stand-in cards to fill the first screen on any width (4 columns, 2 rows). */
const SKELETON_CARDS = 8;
const GRID_CLASS = 'grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3 xl:grid-cols-4';

export interface ProductGridProps {
  /** The list's heading, for screen readers (the cards' names are h3 under it). */
  title: string;
  products: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  errorText?: string;
}

/** A list of product cards with the spinner, empty and error states lists share (spec §4). */
export function ProductGrid({
  title,
  products,
  isPending,
  isError,
  emptyText,
  errorText = 'Failed to load products',
}: ProductGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <GridBody
        products={products}
        isPending={isPending}
        isError={isError}
        emptyText={emptyText}
        errorText={errorText}
      />
    </section>
  );
}

function GridBody({
  products,
  isPending,
  isError,
  emptyText,
  errorText,
}: Omit<ProductGridProps, 'title'> & { errorText: string }) {
  if (isPending) return <ProductGridSkeleton />;
  if (isError) return <p className="py-20 text-center text-muted">{errorText}</p>;
  if (!products || products.length === 0) {
    return <p className="py-20 text-center text-muted">{emptyText}</p>;
  }

  return (
    <ul className={GRID_CLASS}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < EAGER_CARDS}
            priority={index < PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Stand-ins with the cards' own boxes (a 4:5 image, the name, the price and the swatches), so
 * the cards take their places without moving anything.
 */
export function ProductGridSkeleton({
  count = SKELETON_CARDS,
  className = GRID_CLASS,
}: {
  count?: number;
  /** The grid classes of the list it stands in for. */
  className?: string;
}) {
  return (
    <div role="status">
      <span className="sr-only">Loading products</span>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="aspect-[4/5] w-full animate-pulse bg-surface" />
            <div className="mt-3 space-y-1.5">
              <div className="flex h-5 items-center">
                <div className="h-3.5 w-3/4 bg-surface" />
              </div>
              <div className="flex h-5 items-center">
                <div className="h-3.5 w-1/3 bg-surface" />
              </div>
              <div className="h-3.5" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
