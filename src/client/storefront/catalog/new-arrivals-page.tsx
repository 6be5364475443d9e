import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { PageHeading } from './page-heading';
import { ProductGrid } from './product-grid';
import { useNewArrivals } from './queries';

export function NewArrivalsPage() {
  usePageMeta(staticPageMeta('/new-arrivals'));
  const products = useNewArrivals();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeading title="New Arrivals">
        <p>The latest drops, fresh from the design table.</p>
      </PageHeading>
      <div className="mt-10">
        <ProductGrid
          title="Latest products"
          products={products.data}
          isPending={products.isPending}
          isError={products.isError}
          emptyText="No new arrivals yet. Check back soon!"
        />
      </div>
    </div>
  );
}
