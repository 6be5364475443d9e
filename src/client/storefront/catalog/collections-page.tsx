import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { Spinner } from '../../ui/spinner';
import { PageHeading } from './page-heading';
import { useCollections } from './queries';

const productCount = (count: number) => (count === 1 ? '1 product' : `${count} products`);

export function CollectionsPage() {
  usePageMeta(staticPageMeta('/collections'));
  const collections = useCollections();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHeading title="Collections">
        <p>Designs grouped by season and by the game we love.</p>
      </PageHeading>
      <section aria-label="All collections" className="mt-10">
        {collections.isPending ? (
          <div className="flex min-h-80 items-center justify-center">
            <Spinner label="Loading collections" className="size-8" />
          </div>
        ) : collections.isError ? (
          <p className="py-20 text-center text-muted">Failed to load collections</p>
        ) : collections.data.length === 0 ? (
          <p className="py-20 text-center text-muted">No collections available yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {collections.data.map((collection, index) => (
              <li key={collection.id}>
                <Link
                  to={paths.products(collection.name)}
                  className="group relative flex aspect-[4/3] items-end overflow-hidden bg-gradient-to-br from-neutral-800 to-neutral-600 p-6 text-paper"
                >
                  {collection.imageUrl ? (
                    <img
                      src={imageVariantUrl(collection.imageUrl, 800)}
                      srcSet={imageSrcSet(collection.imageUrl)}
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      width={800}
                      height={600}
                      loading={index < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                      alt=""
                      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  ) : null}
                  <span className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/20 to-transparent" />
                  <span className="relative">
                    <span className="block font-display text-2xl leading-tight tracking-tight uppercase">
                      {collection.name}
                    </span>
                    <span className="mt-1 block text-sm text-neutral-200">
                      {productCount(collection.productCount)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
