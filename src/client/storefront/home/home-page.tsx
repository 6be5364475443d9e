import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { HOME_PAGE_META } from '../../../shared/site/page-meta-base';
import { paths } from '../../paths';
import { ProductCard } from '../catalog/product-card';
import { ProductGridSkeleton } from '../catalog/product-grid';
import { useBestSellers, useCollections } from '../catalog/queries';
import { CollectionTiles } from './collection-tiles';
import { Hero } from './hero';
import { NewsletterSection } from './newsletter-section';
import { Showcases } from './showcases';

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

/** Spec §9: up to 6 best sellers. */
const BEST_SELLERS = 6;
const BEST_SELLERS_GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3';

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
        <ProductGridSkeleton count={BEST_SELLERS} className={BEST_SELLERS_GRID} />
      ) : (
        <ul className={BEST_SELLERS_GRID}>
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
  usePageMeta(HOME_PAGE_META);
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
      <Showcases />
      <NewsletterSection />
    </>
  );
}
