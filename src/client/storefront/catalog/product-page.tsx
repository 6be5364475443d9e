import { ChevronRight, Mail, Package, ShieldCheck, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { Product } from '../../../shared/catalog/product.schema';
import { formatMoney } from '../../../shared/format/money';
import { unitPriceCents } from '../../../shared/pricing/pricing';
import { usePageMeta } from '../../lib/use-page-meta';
import { NOT_FOUND_META, productPageMeta } from '../../../shared/site/page-meta-base';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { Price } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { useCart } from '../cart/cart-context';
import { ALL_SALES_FINAL, DELIVERY_TIME, FREE_SHIPPING, SIZE_EXCHANGE } from '../pages/policies';
import { usePromotionPercentage } from '../promotions/queries';
import { ProductGallery } from './product-gallery';
import { ColorSelector, SizeSelector } from './product-options';
import { productPriceLabels } from './product-price';
import { useProduct } from './queries';

// Spec §2 (Product detail) and §5, word for word.
const FABRIC_BULLETS = ['Heavyweight 6.5 oz fabric', 'Garment dyed', 'Pre-shrunk'] as const;
const SELECT_OPTIONS = 'Select Options';
const SELECT_OPTIONS_HINT = 'Please select size and color';
const ADD_TO_CART = 'Add to Cart';
const OUT_OF_STOCK = 'Out of Stock';

function imageForColor(product: Product, color: string): string | undefined {
  const wanted = color.trim().toLowerCase();
  return product.images.find((image) => image.color?.trim().toLowerCase() === wanted)?.url;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Spec §2: a "Product Not Found" page with a Back to Shop button. */
function ProductNotFound() {
  usePageMeta(NOT_FOUND_META);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl tracking-tight uppercase">Product Not Found</h1>
      <Link to={paths.products()} className={buttonStyles({ className: 'mt-8' })}>
        Back to Shop
      </Link>
    </section>
  );
}

function ProductDetail({ product }: { product: Product }) {
  usePageMeta(productPageMeta(product));
  const promotion = usePromotionPercentage();
  const { addItem } = useCart();
  const galleryRef = useRef<HTMLDivElement>(null);
  const [imageUrl, setImageUrl] = useState(product.imageUrl);
  const [zoomed, setZoomed] = useState(false);
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);

  // A product listed without sizes or colours has nothing to choose there.
  const sizeChosen = product.sizes.length === 0 || size !== null;
  const colorChosen = product.colors.length === 0 || color !== null;
  const ready = product.inStock && sizeChosen && colorChosen;

  const price =
    size === null
      ? productPriceLabels(product, promotion)
      : {
          value: formatMoney(unitPriceCents(product.priceCents, size, promotion)),
          original: promotion ? formatMoney(unitPriceCents(product.priceCents, size)) : null,
        };

  const pickColor = (picked: string) => {
    // Spec §4: a colour pick ends the zoom, shows that colour's image and brings it into view.
    setColor(picked);
    setZoomed(false);
    const url = imageForColor(product, picked);
    if (url) setImageUrl(url);
    galleryRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'nearest',
    });
  };

  const onAddToCart = () => {
    if (!ready) return;
    const selectedSize = size ?? '';
    const selectedColor = color ?? '';
    // The context shows the spec's toast ("Added to cart" or "Updated cart quantity").
    addItem({
      id: product.id,
      name: product.name,
      image: (color && imageForColor(product, color)) || product.imageUrl,
      price: unitPriceCents(product.priceCents, selectedSize, promotion),
      quantity,
      selectedSize,
      selectedColor,
    });
  };

  const primaryCollection = product.collections[0];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-xs text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.products()} className="hover:text-ink hover:underline">
              Shop All
            </Link>
          </li>
          {primaryCollection ? (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3" />
              <Link
                to={paths.products(primaryCollection)}
                className="hover:text-ink hover:underline"
              >
                {primaryCollection}
              </Link>
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-3" />
            <span aria-current="page" className="text-ink">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery
            ref={galleryRef}
            product={product}
            imageUrl={imageUrl}
            onImageChange={setImageUrl}
            zoomed={zoomed}
            onZoomedChange={setZoomed}
          />
        </div>

        <div className="flex flex-col gap-8">
          <div className="space-y-3">
            {product.collections.length > 0 ? (
              <ul aria-label="Collections" className="flex flex-wrap gap-2">
                {product.collections.map((name) => (
                  <li key={name}>
                    <Link
                      to={paths.products(name)}
                      className="inline-block border border-line px-2 py-1 text-[11px] font-semibold tracking-wider uppercase hover:border-ink"
                    >
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap items-start gap-3">
              <h1 className="font-display text-3xl leading-tight tracking-tight uppercase sm:text-4xl">
                {product.name}
              </h1>
              {!product.inStock ? (
                <span className="mt-1.5 bg-ink px-2 py-1 text-[11px] font-bold tracking-wider text-paper uppercase">
                  Sold Out
                </span>
              ) : null}
            </div>
            {/* Re-read when a size is picked (spec §4); announced politely. */}
            <p role="status" aria-label="Price" className="text-2xl font-semibold">
              <Price value={price.value} original={price.original} />
            </p>
            {promotion && product.inStock ? (
              <p className="text-sm font-semibold text-accent">{promotion}% off site-wide</p>
            ) : null}
          </div>

          {/* On a phone the options come first; the description follows the add bar. */}
          <div className="space-y-4 leading-relaxed text-neutral-700 max-lg:order-1">
            <p className="whitespace-pre-line">{product.description}</p>
            <ul className="list-disc space-y-1 pl-5 marker:text-accent">
              {FABRIC_BULLETS.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          </div>

          {product.sizes.length > 0 ? (
            <SizeSelector sizes={product.sizes} selected={size} onSelect={setSize} />
          ) : null}
          {product.colors.length > 0 ? (
            <ColorSelector colors={product.colors} selected={color} onSelect={pickColor} />
          ) : null}

          {/* On a phone the add bar stays at the foot of the screen while the details scroll. */}
          <div
            data-keep-clear
            className="space-y-3 max-lg:sticky max-lg:bottom-0 max-lg:z-30 max-lg:-mx-4 max-lg:border-t max-lg:border-line max-lg:bg-paper/95 max-lg:px-4 max-lg:py-3 max-lg:backdrop-blur sm:max-lg:-mx-6 sm:max-lg:px-6"
          >
            <p className="text-xs font-semibold tracking-wider uppercase">Quantity</p>
            <div className="flex flex-wrap items-stretch gap-3">
              <QuantityStepper
                value={quantity}
                onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
                onIncrease={() => setQuantity((value) => value + 1)}
                decreaseDisabled={quantity <= 1}
                disabled={!product.inStock}
              />
              <Button
                size="lg"
                className="min-w-52 flex-1"
                disabled={!ready}
                onClick={onAddToCart}
                aria-describedby={product.inStock && !ready ? 'add-to-cart-hint' : undefined}
              >
                {!product.inStock ? OUT_OF_STOCK : ready ? ADD_TO_CART : SELECT_OPTIONS}
              </Button>
            </div>
            {product.inStock && !ready ? (
              <p id="add-to-cart-hint" className="text-sm text-muted">
                {SELECT_OPTIONS_HINT}
              </p>
            ) : null}
          </div>

          <ul className="space-y-3 border-t border-line pt-6 text-sm text-neutral-700 max-lg:order-2">
            <li className="flex gap-3">
              <Truck aria-hidden="true" className="size-5 shrink-0" />
              {FREE_SHIPPING}
            </li>
            <li className="flex gap-3">
              <Package aria-hidden="true" className="size-5 shrink-0" />
              {DELIVERY_TIME}
            </li>
            <li className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
              {ALL_SALES_FINAL}
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <span>
                {SIZE_EXCHANGE}{' '}
                <Link to={paths.contact} className="font-semibold underline underline-offset-4">
                  Contact us
                </Link>
              </span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * The page's boxes before the product arrives: the breadcrumb's line and the 4:5 photo, in a
 * block taller than the screen so the footer is never in view to be pushed down.
 */
function ProductSkeleton() {
  return (
    <div role="status" className="mx-auto min-h-dvh max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <span className="sr-only">Loading product</span>
      <div aria-hidden="true">
        <div className="mb-6 h-4" />
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
          <div className="aspect-[4/5] w-full animate-pulse bg-surface" />
        </div>
      </div>
    </div>
  );
}

/** Product detail (spec §2). A missing, unknown or unloadable product goes back to the shop. */
export function ProductPage() {
  const { id } = useParams();
  const product = useProduct(id ?? '');

  if (!id) return <ProductNotFound />;
  if (product.isError) return <Navigate to={paths.products()} replace />;
  if (product.isPending) return <ProductSkeleton />;
  // A new product starts with nothing chosen and its own main image.
  return <ProductDetail key={product.data.id} product={product.data} />;
}
