// Uploaded images are stored as WebP variants named `<base>-w<width>.webp`; the URL kept
// in the database is the largest one. Other URLs (external, legacy) have no variants.

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1600;

const VARIANT_PATTERN = /-w(\d+)\.webp$/;

/** The name of one variant of a stored image. */
export function variantKey(base: string, width: ImageWidth): string {
  return `${base}-w${width}.webp`;
}

export function hasVariants(url: string): boolean {
  return VARIANT_PATTERN.test(url);
}

/**
 * The URL of one width of an image, or the URL itself when it has no variants.
 * @example imageVariantUrl('/uploads/product-images/a1-w1600.webp', 400) // '/uploads/product-images/a1-w400.webp'
 */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  return hasVariants(url) ? url.replace(VARIANT_PATTERN, `-w${width}.webp`) : url;
}

/**
 * A `srcset` listing every variant, or undefined when the image has none.
 * @example imageSrcSet('/u/a-w1600.webp') // '/u/a-w400.webp 400w, /u/a-w800.webp 800w, /u/a-w1600.webp 1600w'
 */
export function imageSrcSet(url: string): string | undefined {
  if (!hasVariants(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
