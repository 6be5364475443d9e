// Uploaded images become WebP variants at fixed widths (src/shared/images/image-variants.ts),
// so the storefront can send a phone a 400 px file instead of the owner's 4000 px photo.
import { randomBytes } from 'node:crypto';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import type Sharp from 'sharp';
import {
  IMAGE_WIDTHS,
  LARGEST_IMAGE_WIDTH,
  hasVariants,
  variantKey,
} from '../../shared/images/image-variants';
import type { FileStore } from './files';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/**
 * Decoding cost follows pixels, not bytes: a 300 KB PNG can hold a 10000x10000 canvas that
 * takes 300 MB once decoded (eight of them at once took a server from 1.1 to 2.9 GB). 40 MP
 * is more than a product photo needs (the largest variant is 1600 px wide) and takes the
 * photos of most cameras and phones; a 48 MP phone photo is refused with a clear message.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
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

/** Small in bytes, too large once decoded. Its message is meant for the person uploading. */
export class TooManyPixelsError extends ImageTooLargeError {
  override name = 'TooManyPixelsError';
  constructor() {
    super(`the image is larger than ${MEGAPIXELS} megapixels; please resize it and try again`);
  }
}

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp with its settings, loaded with the first image rather than at start: libvips costs
 * ~25 MB of memory and a few hundred milliseconds, and most starts never touch an image.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Sized for a small machine (two cores, a few GB): one libvips thread per image, and no
    // operation cache, since an upload is decoded once and never again.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs image work one task at a time per process: parallel uploads wait their turn instead
 * of each holding a decoded image in memory at once.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => {});
  return result;
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
  const variants = await oneAtATime(() => encodeVariants(input));

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
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS };
  let metadata: Metadata;
  try {
    // The header alone, read without sharp's pixel limit (which would call a huge canvas
    // "not an image"); the limit is checked below, with a message that says so.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError();
  }
  if (!ACCEPTED_IMAGE_FORMATS.includes(metadata.format)) throw new NotAnImageError();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new TooManyPixelsError();
  }

  // autoOrient applies the EXIF rotation to the pixels; sharp writes no metadata unless
  // asked (keepMetadata), so EXIF (GPS of a phone photo) and ICC are dropped after
  // conversion to sRGB. Animated GIF/WebP keep their first frame: the shop shows stills.
  const source = sharp(input, { ...options, autoOrient: true });
  try {
    // One variant after the other: each decodes the source, and one decoded copy at a time
    // is the point of the queue.
    const variants: EncodedVariant[] = [];
    for (const width of IMAGE_WIDTHS) {
      // withoutEnlargement: a 600 px source stays 600 px under every name, so the URLs
      // are predictable and nothing is upscaled into blur.
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, data, info });
    }
    return variants;
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
