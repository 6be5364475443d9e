import { Link } from 'react-router';
import type { Collection } from '../../../shared/catalog/collection.schema';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { paths } from '../../paths';

/** The four collections the home page always features (spec storefront §2, Home). */
export const FEATURED_COLLECTIONS = ['Halloween', 'WNBA', 'WNBA Hall of Fame', 'NBA'] as const;

const FALLBACK_BACKGROUNDS = [
  'bg-gradient-to-br from-neutral-900 via-neutral-800 to-accent-strong',
  'bg-gradient-to-br from-neutral-800 to-neutral-600',
  'bg-gradient-to-br from-accent-strong via-neutral-900 to-neutral-900',
  'bg-gradient-to-br from-neutral-700 via-neutral-900 to-ink',
];

export interface CollectionTilesProps {
  /** Collections from the server, for their images; tiles still show without them. */
  collections: Collection[] | undefined;
}

export function CollectionTiles({ collections }: CollectionTilesProps) {
  const imageByName = new Map(
    (collections ?? []).map((collection) => [collection.name.toLowerCase(), collection.imageUrl]),
  );

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {FEATURED_COLLECTIONS.map((name, index) => {
        const imageUrl = imageByName.get(name.toLowerCase());
        return (
          <li key={name}>
            <Link
              to={paths.products(name)}
              className={`group relative flex aspect-square items-end overflow-hidden p-4 text-paper sm:p-6 ${FALLBACK_BACKGROUNDS[index] ?? ''}`}
            >
              {imageUrl ? (
                <img
                  src={imageVariantUrl(imageUrl, 800)}
                  srcSet={imageSrcSet(imageUrl)}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  width={800}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  alt=""
                  className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              ) : null}
              <span className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
              <span className="relative font-display text-lg leading-tight tracking-tight uppercase sm:text-2xl">
                {name}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
