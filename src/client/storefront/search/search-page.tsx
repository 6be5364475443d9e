import { Link, useSearchParams } from 'react-router';
import { searchPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { PageHeading } from '../catalog/page-heading';
import { ProductGrid } from '../catalog/product-grid';
import { useSearchResults } from './queries';

const count = new Intl.NumberFormat('en-US');

/** "12 results for "hoodie"", or the first ones of many. */
function resultsLine(q: string, shown: number, total: number): string {
  const results = `${count.format(total)} ${total === 1 ? 'result' : 'results'}`;
  return shown < total
    ? `Showing the first ${count.format(shown)} of ${results} for "${q}".`
    : `${results} for "${q}".`;
}

function NoResults({ q }: { q: string }) {
  return (
    <div className="py-20 text-center">
      <p role="status" className="text-muted">
        No products found for "{q}".
      </p>
      <Link
        to={paths.products()}
        className="mt-4 inline-block text-sm font-semibold tracking-wider uppercase underline underline-offset-4 hover:text-accent"
      >
        Shop All
      </Link>
    </div>
  );
}

/** /search?q=…: the products matching the search, in stock first (sold-out ones marked). */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const results = useSearchResults(q);
  usePageMeta(searchPageMeta(q));

  const found = results.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeading title="Search">
        {q === '' ? (
          <p>Search the store by product name, collection or colour with the search box above.</p>
        ) : found && found.total > 0 ? (
          <p role="status">{resultsLine(q, found.products.length, found.total)}</p>
        ) : null}
      </PageHeading>

      {q === '' ? null : (
        <div className="mt-8">
          {found && found.total === 0 ? (
            <NoResults q={q} />
          ) : (
            <ProductGrid
              title={`Results for "${q}"`}
              products={found?.products}
              isPending={results.isPending}
              isError={results.isError}
              emptyText={`No products found for "${q}".`}
              errorText={results.error?.message ?? 'Failed to load products'}
            />
          )}
        </div>
      )}
    </div>
  );
}
