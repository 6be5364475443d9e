import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ProductCard } from '../catalog/product-card';
import { CollectionTiles } from './collection-tiles';
import { useBestSellers, useCollections } from './queries';

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-paper">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-accent-strong),transparent_55%),radial-gradient(ellipse_at_bottom_left,#262626,transparent_60%)]"
      />
      <div className="mx-auto flex min-h-[70svh] max-w-7xl flex-col justify-end px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-neutral-300 uppercase">
          Faith-based streetwear
        </p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl leading-[0.95] tracking-tighter uppercase sm:text-7xl">
          Wear your faith
        </h1>
        <p className="mt-5 max-w-md text-neutral-300">
          Made to order, printed and shipped in the U.S.
        </p>
        <Link
          to={paths.products()}
          className={buttonStyles({ variant: 'inverse', size: 'lg', className: 'mt-8 self-start' })}
        >
          Shop All
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

function SectionHeading({ id, title, action }: { id: string; title: string; action: ReactNode }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="font-display text-2xl tracking-tight uppercase sm:text-3xl">
        {title}
      </h2>
      {action}
    </div>
  );
}

function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-xs font-semibold tracking-wider uppercase underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

function BestSellers() {
  const bestSellers = useBestSellers();

  // A failed load is logged by the query client; the home page then simply leaves it out.
  if (bestSellers.isError || bestSellers.data?.length === 0) return null;

  return (
    <section aria-labelledby="best-sellers" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="best-sellers"
        title="Best Sellers"
        action={<SectionLink to={paths.products()}>View All</SectionLink>}
      />
      {bestSellers.isPending ? (
        <div className="flex min-h-64 items-center justify-center">
          <Spinner label="Loading products" />
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-3">
          {bestSellers.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HomePage() {
  const collections = useCollections();

  return (
    <>
      <Hero />
      <BestSellers />
      <section aria-labelledby="home-collections" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <SectionHeading
          id="home-collections"
          title="Collections"
          action={<SectionLink to={paths.collections}>All Collections</SectionLink>}
        />
        <CollectionTiles collections={collections.data} />
      </section>
    </>
  );
}
