import { useId } from 'react';
import type { Product } from '../../../shared/catalog/product.schema';
import { Spinner } from '../../ui/spinner';
import { ProductCard } from './product-card';

/** Cards in the first rows load at once; the rest wait until they come near the screen. */
const EAGER_CARDS = 4;

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
  if (isPending) {
    return (
      <div className="flex min-h-80 items-center justify-center">
        <Spinner label="Loading products" className="size-8" />
      </div>
    );
  }
  if (isError) return <p className="py-20 text-center text-muted">{errorText}</p>;
  if (!products || products.length === 0) {
    return <p className="py-20 text-center text-muted">{emptyText}</p>;
  }

  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
