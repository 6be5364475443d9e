import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Showcase } from '../../../shared/content/content.schema';
import { formatMoney } from '../../../shared/format/money';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { unitPriceCents } from '../../../shared/pricing/pricing';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { Price } from '../../ui/price';
import { showPlaceholder } from '../../ui/image-placeholder';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../catalog/product-image';
import { usePromotionPercentage } from '../promotions/queries';
import { useShowcases } from './queries';

function ShowcaseRow({ showcase, reversed }: { showcase: Showcase; reversed: boolean }) {
  const promotion = usePromotionPercentage();
  const { product } = showcase;
  const price = formatMoney(unitPriceCents(product.priceCents, '', promotion));
  const original = promotion ? formatMoney(product.priceCents) : null;

  return (
    <li className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
      <img
        src={imageVariantUrl(showcase.lifestyleImageUrl, 1600)}
        srcSet={imageSrcSet(showcase.lifestyleImageUrl)}
        sizes="(min-width: 768px) 50vw, 100vw"
        width={1600}
        height={1200}
        loading="lazy"
        decoding="async"
        alt={`${product.name}, worn`}
        onError={showPlaceholder}
        className={`aspect-[4/3] w-full bg-surface object-cover ${reversed ? 'md:order-2' : ''}`}
      />
      <div className="flex items-center gap-5">
        <img
          src={imageVariantUrl(product.imageUrl, 400)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes="160px"
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          alt=""
          onError={showPlaceholder}
          className="aspect-[4/5] w-28 shrink-0 bg-surface object-cover sm:w-40"
        />
        <div className="space-y-3">
          <p className="text-xs font-semibold tracking-[0.25em] text-muted uppercase">Featured</p>
          <h3 className="font-display text-2xl leading-tight tracking-tight uppercase sm:text-3xl">
            {product.name}
          </h3>
          <p className="text-lg">
            <Price value={price} original={original} />
          </p>
          <Link
            to={paths.product(product.id)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            Shop Now<span className="sr-only">: {product.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </li>
  );
}

/** Up to 2 lifestyle images, each paired with its product (spec §2, Home). */
export function Showcases() {
  const showcases = useShowcases();
  if (!showcases.data?.length) return null;

  return (
    <section aria-labelledby="home-showcases" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <h2 id="home-showcases" className="sr-only">
        Featured
      </h2>
      <ul className="space-y-14">
        {showcases.data.map((showcase, index) => (
          <ShowcaseRow key={showcase.id} showcase={showcase} reversed={index % 2 === 1} />
        ))}
      </ul>
    </section>
  );
}
