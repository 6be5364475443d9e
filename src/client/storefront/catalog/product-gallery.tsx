import { clsx } from 'clsx';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, type MouseEvent, type Ref } from 'react';
import type { Product } from '../../../shared/catalog/product.schema';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { showPlaceholder } from '../../ui/image-placeholder';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-image';

/** Spec §9: the zoom factor. */
export const ZOOM_FACTOR = 2.5;

const MAIN_SIZES = '(min-width: 1024px) 50vw, 100vw';
// Zoomed, the image is drawn 2.5 times larger: ask for the width that stays sharp.
const ZOOMED_SIZES = '(min-width: 1024px) 125vw, 250vw';

export interface ProductGalleryProps {
  product: Product;
  /** The main image's URL. */
  imageUrl: string;
  onImageChange: (url: string) => void;
  zoomed: boolean;
  onZoomedChange: (zoomed: boolean) => void;
  /** The gallery's box, which a colour pick scrolls into view. */
  ref?: Ref<HTMLDivElement>;
}

function imageAlt(product: Product, url: string): string {
  const color = product.images.find((image) => image.url === url)?.color;
  return color ? `${product.name} in ${color}` : product.name;
}

/**
 * The main image with click-to-zoom (spec §2): a click zooms 2.5x at the clicked point, the
 * mouse pans, a second click zooms out. Thumbnails switch the main image.
 */
export function ProductGallery({
  product,
  imageUrl,
  onImageChange,
  zoomed,
  onZoomedChange,
  ref,
}: ProductGalleryProps) {
  const imageRef = useRef<HTMLImageElement>(null);

  // Panning writes the style directly: a re-render on every mouse move buys nothing.
  const focusOn = (event: MouseEvent<HTMLElement>) => {
    const image = imageRef.current;
    if (!image) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    image.style.transformOrigin = `${Math.min(100, Math.max(0, x))}% ${Math.min(100, Math.max(0, y))}%`;
  };

  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard press (detail 0) has no pointer position: zoom on the centre.
    if (event.detail === 0 && imageRef.current) imageRef.current.style.transformOrigin = '50% 50%';
    else focusOn(event);
    onZoomedChange(!zoomed);
  };

  const thumbnails = product.images.length > 1 ? product.images : [];

  return (
    <div ref={ref} className="scroll-mt-24 space-y-3">
      <div
        className="relative overflow-hidden bg-surface"
        onMouseMove={zoomed ? focusOn : undefined}
      >
        <img
          ref={imageRef}
          src={imageVariantUrl(imageUrl, 1600)}
          srcSet={imageSrcSet(imageUrl)}
          sizes={zoomed ? ZOOMED_SIZES : MAIN_SIZES}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          // The largest image of the page: the browser should fetch it first.
          fetchPriority="high"
          decoding="async"
          alt={imageAlt(product, imageUrl)}
          onError={showPlaceholder}
          style={{ transform: zoomed ? `scale(${ZOOM_FACTOR})` : undefined }}
          className="aspect-[4/5] w-full object-cover transition-transform duration-200 ease-out"
        />
        <button
          type="button"
          aria-label="Zoom image"
          aria-pressed={zoomed}
          onClick={toggleZoom}
          className={clsx(
            'absolute inset-0 focus-visible:outline-offset-[-4px]',
            zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
          )}
        >
          <span className="pointer-events-none absolute right-3 bottom-3 inline-flex size-9 items-center justify-center bg-paper/90 text-ink shadow">
            {zoomed ? (
              <ZoomOut aria-hidden="true" className="size-4" />
            ) : (
              <ZoomIn aria-hidden="true" className="size-4" />
            )}
          </span>
        </button>
      </div>

      {thumbnails.length > 0 ? (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6">
          {thumbnails.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={
                  image.color
                    ? `Show ${image.color} image`
                    : `Show image ${index + 1} of ${thumbnails.length}`
                }
                aria-pressed={image.url === imageUrl}
                onClick={() => {
                  onZoomedChange(false);
                  onImageChange(image.url);
                }}
                className={clsx(
                  'block w-full overflow-hidden border-2 bg-surface transition-colors',
                  image.url === imageUrl ? 'border-ink' : 'border-transparent hover:border-line',
                )}
              >
                <img
                  src={imageVariantUrl(image.url, 400)}
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  alt=""
                  onError={showPlaceholder}
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
