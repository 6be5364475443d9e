// The pixels of an upload: decoded once and encoded as a WebP per width of IMAGE_WIDTHS. Runs in
// the image worker's process (image-worker.ts), never in the server's.
import type Sharp from 'sharp';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH } from '../../shared/images/image-variants';
import { MAX_IMAGE_PIXELS } from './image-bounds';

const WEBP_QUALITY = 80;

export interface EncodedVariant {
  width: (typeof IMAGE_WIDTHS)[number];
  data: Uint8Array;
  /** Pixel size of the variant. */
  size: { width: number; height: number };
}

/**
 * The variants of `input`, whose header passed the bounds of image-bounds.ts. Throws what sharp
 * throws when the pixels cannot be read.
 */
export async function encodeVariants(
  sharp: typeof Sharp,
  input: Uint8Array,
): Promise<EncodedVariant[]> {
  // The source is decoded once, into the largest variant's pixels, and the smaller widths are
  // made from those: a third of the work, and one decoded source in memory at a time. sharp's
  // own pixel limit stays on as a second guard behind the header check. autoOrient applies the
  // EXIF rotation to the pixels; sharp writes no metadata unless asked (keepMetadata), so EXIF
  // (GPS of a phone photo) and ICC are dropped after conversion to sRGB. Animated GIF/WebP
  // keep their first frame: the shop shows stills. withoutEnlargement: a 600 px source stays
  // 600 px under every name, so the URLs are predictable and nothing is upscaled into blur.
  const largest = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
    .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = largest.info;
  const variants: EncodedVariant[] = [];
  for (const variantWidth of IMAGE_WIDTHS) {
    const { data, info } = await sharp(largest.data, { raw: { width, height, channels } })
      .resize({ width: variantWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: variantWidth, data, size: { width: info.width, height: info.height } });
  }
  return variants;
}
