// Uploaded images become WebP variants at fixed widths (src/shared/images/image-variants.ts),
// so the storefront can send a phone a 400 px file instead of the owner's 4000 px photo.
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import {
  IMAGE_WIDTHS,
  LARGEST_IMAGE_WIDTH,
  hasVariants,
  variantKey,
} from '../../shared/images/image-variants';
import type { FileStore } from './files';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/**
 * Decoding cost follows pixels, not bytes: a 15 MB PNG can hold a 20000x20000 canvas that
 * needs gigabytes once decoded. 100 MP still takes any phone or camera photo (48 MP).
 */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** Formats sharp reports for uploads we take; `heif` covers AVIF and HEIC. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'];
const WEBP_QUALITY = 80;

export type ImageBucket = 'product-images' | 'lifestyle-images';

export interface StoredImage {
  /** The public URL of the largest variant, the one kept in the database. */
  url: string;
  /** Pixel size of that variant. */
  width: number;
  height: number;
}

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
  constructor(message = 'The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF, TIFF)') {
    super(message);
  }
}

export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
  constructor(message = `Images must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`) {
    super(message);
  }
}

/**
 * Stores `input` as WebP variants `<bucket>/<name>-w<width>.webp` for every width of
 * IMAGE_WIDTHS and returns the largest. The type is read from the bytes, never from a file
 * name or a browser's content type. The same name overwrites the earlier image.
 */
export async function storeImage(
  files: FileStore,
  bucket: ImageBucket,
  input: Buffer,
  options: { name?: string } = {},
): Promise<StoredImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
  const base = `${bucket}/${options.name ?? randomBytes(12).toString('hex')}`;
  const variants = await encodeVariants(input);

  const written: string[] = [];
  try {
    for (const variant of variants) {
      const key = variantKey(base, variant.width);
      await files.put(key, variant.data, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    // A half-stored image would show as broken on some screen sizes only; leave none.
    await Promise.allSettled(written.map((key) => files.delete(key)));
    throw error;
  }

  const largest = variants.find((variant) => variant.width === LARGEST_IMAGE_WIDTH);
  if (!largest) throw new Error('The largest image variant was not produced');
  return {
    url: files.url(variantKey(base, LARGEST_IMAGE_WIDTH)),
    width: largest.info.width,
    height: largest.info.height,
  };
}

interface EncodedVariant {
  width: (typeof IMAGE_WIDTHS)[number];
  data: Buffer;
  info: OutputInfo;
}

async function encodeVariants(input: Buffer): Promise<EncodedVariant[]> {
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw new NotAnImageError();
  }
  if (!ACCEPTED_IMAGE_FORMATS.includes(metadata.format)) throw new NotAnImageError();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError('The image has too many pixels (at most 100 megapixels)');
  }

  // autoOrient applies the EXIF rotation to the pixels; sharp writes no metadata unless
  // asked (keepMetadata), so EXIF (GPS of a phone photo) and ICC are dropped after
  // conversion to sRGB. Animated GIF/WebP keep their first frame: the shop shows stills.
  const source = sharp(input, { ...options, autoOrient: true });
  try {
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        // withoutEnlargement: a 600 px source stays 600 px under every name, so the URLs
        // are predictable and nothing is upscaled into blur.
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, data, info };
      }),
    );
  } catch (error) {
    // The header parsed but the pixels did not (truncated file, HEIC without its codec).
    throw new NotAnImageError(
      `The image could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Deletes every variant of an image stored by storeImage. URLs this store did not make
 * (external, legacy, /placeholder.svg) are left alone.
 */
export async function deleteImage(files: FileStore, url: string): Promise<void> {
  if (!hasVariants(url)) return;
  const key = files.keyForUrl(url);
  if (key === null) return;
  const base = key.replace(/-w\d+\.webp$/, '');
  await Promise.all(IMAGE_WIDTHS.map((width) => files.delete(variantKey(base, width))));
}
