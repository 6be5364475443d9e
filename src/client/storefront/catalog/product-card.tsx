import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../shared/catalog/product.schema';
import { formatMoney } from '../../../shared/format/money';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { paths } from '../../paths';
import { PLACEHOLDER_IMAGE } from '../../../shared/images/placeholder';

// Product photos are 4:5 portraits; the explicit size reserves their box before they load.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 1000;
const GRID_SIZES = '(min-width: 1024px) 33vw, 50vw';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}

export interface ProductCardProps {
  product: Product;
  /** For cards in the first screenful: load at once instead of on approach. */
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: ProductCardProps) {
  return (
    <Link to={paths.product(product.id)} className="group block">
      <div className="relative overflow-hidden bg-surface">
        <img
          src={imageVariantUrl(product.imageUrl, IMAGE_WIDTH)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes={GRID_SIZES}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt={product.name}
          onError={showPlaceholder}
          className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {!product.inStock ? (
          <span className="absolute top-3 left-3 bg-ink px-2 py-1 text-[11px] font-bold tracking-wider text-paper uppercase">
            Sold Out
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="text-sm font-semibold group-hover:underline">{product.name}</h3>
        <p className="shrink-0 text-sm">{formatMoney(product.priceCents)}</p>
      </div>
    </Link>
  );
}
