import { Link } from 'react-router';
import type { Product } from '../../../shared/catalog/product.schema';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { paths } from '../../paths';
import { Price } from '../../ui/price';
import { usePromotionPercentage } from '../promotions/queries';
import { SwatchDot } from './color-swatch';
import { showPlaceholder } from '../../ui/image-placeholder';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-image';
import { productPriceLabels } from './product-price';

const GRID_SIZES = '(min-width: 1024px) 33vw, 50vw';
/** Spec §2 (Product card): up to 5 swatches, then "+N". */
const MAX_SWATCHES = 5;

export interface ProductCardProps {
  product: Product;
  /** For cards in the first screenful: load at once instead of on approach. */
  eager?: boolean;
  /** The first row on a phone, where the page's largest image usually is: fetched first. */
  priority?: boolean;
}

export function ProductCard({ product, eager = false, priority = false }: ProductCardProps) {
  const promotion = usePromotionPercentage();
  const price = productPriceLabels(product, promotion);
  const shownColors = product.colors.slice(0, MAX_SWATCHES);
  const hiddenColorCount = product.colors.length - shownColors.length;

  return (
    // The name is the link and its ::after covers the card, so the whole card is clickable
    // while the link's accessible name stays the product's name.
    <article className="group relative">
      <div className="relative overflow-hidden bg-surface">
        <img
          src={imageVariantUrl(product.imageUrl, PRODUCT_IMAGE_WIDTH)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes={GRID_SIZES}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          alt={product.name}
          onError={showPlaceholder}
          className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {!product.inStock ? (
            <span className="bg-ink px-2 py-1 text-[11px] font-bold tracking-wider text-paper uppercase">
              Sold Out
            </span>
          ) : promotion ? (
            <span className="bg-accent px-2 py-1 text-[11px] font-bold tracking-wider text-white uppercase">
              {promotion}% Off
            </span>
          ) : null}
        </div>
      </div>
      <div className="mt-3 space-y-1.5">
        <h3 className="text-sm font-semibold">
          <Link
            to={paths.product(product.id)}
            className="group-hover:underline after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-sm">
          <Price value={price.value} original={price.original} />
        </p>
        {shownColors.length > 0 ? (
          <p className="flex items-center gap-1.5">
            <span className="sr-only">Colors: {product.colors.join(', ')}</span>
            {shownColors.map((color) => (
              <SwatchDot key={color} color={color} className="size-3.5" />
            ))}
            {hiddenColorCount > 0 ? (
              <span aria-hidden="true" className="text-xs text-muted">
                +{hiddenColorCount}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
