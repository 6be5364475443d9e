// Uploaded images become WebP variants at fixed widths (src/shared/images/image-variants.ts),
// so the storefront can send a phone a 400 px file instead of the owner's 4000 px photo.
import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import type Sharp from 'sharp';
import {
  IMAGE_WIDTHS,
  LARGEST_IMAGE_WIDTH,
  hasVariants,
  variantKey,
} from '../../shared/images/image-variants';
import type { FileStore } from './files';
import { exceededBound, ImageOutOfBoundsError } from './image-bounds';
import type { EncodedVariant } from './image-encoder';
import {
  ImageWorkerCrashedError,
  ImageWorkerError,
  imageWorker,
  type ImageWorker,
} from './image-worker';
import { semaphore } from './semaphore';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Formats sharp reports for uploads we take; `heif` covers AVIF and HEIC. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'];

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
  constructor(
    message = 'The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF, TIFF)',
    /** What the person uploading is told besides "Failed to upload", when they can act on it. */
    readonly explanation?: string,
  ) {
    super(message);
  }
}

/** Said to the owner when the image worker died twice reading their image. */
export const IMAGE_CRASHED_MESSAGE =
  'the image processor stopped twice while reading this image; please resize it or save it again as a JPEG or PNG and try again';

export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
  constructor(message = `Images must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`) {
    super(message);
  }
}

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp with its settings, loaded with the first image rather than at start: libvips costs
 * ~25 MB of memory and a few hundred milliseconds, and most starts never touch an image. In
 * the server's process it reads headers only (and draws the demo catalogue); pixels are
 * decoded by the image worker (image-worker.ts).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Sized for a small machine (two cores, a few GB): one libvips thread, and no operation
    // cache, since nothing here is read twice.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Uploads held in memory at once, from the first byte of the file read to the last variant
 * stored: the others wait with their bodies unread (the network holds them back). One: an
 * upload of MAX_IMAGE_BYTES is held twice over while it is read (its chunks, then one
 * buffer); eight 15 MB uploads read at once grew the server by 316 MB, one at a time by 82 MB.
 */
export const holdingImage = semaphore(1);
/**
 * Images decoded at once per process: parallel uploads wait their turn instead of each
 * holding a decoded image in memory at once (the bounds of image-bounds.ts are for one image).
 */
const decodingImage = semaphore(1);

/**
 * Stores `input` as WebP variants `<bucket>/<name>-w<width>.webp` for every width of
 * IMAGE_WIDTHS and returns the largest. The type is read from the bytes, never from a file
 * name or a browser's content type. The same name overwrites the earlier image.
 */
export async function storeImage(
  files: FileStore,
  bucket: ImageBucket,
  input: Buffer,
  options: { name?: string; worker?: ImageWorker } = {},
): Promise<StoredImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
  const base = `${bucket}/${options.name ?? randomBytes(12).toString('hex')}`;
  const sharp = await loadSharp();
  // Judged before the decode queue: a refused image does not wait for the others' pixels.
  await checkHeader(sharp, input);
  const variants = await decodingImage(() => encode(options.worker ?? imageWorker, input));

  const written: string[] = [];
  try {
    for (const variant of variants) {
      const key = variantKey(base, variant.width);
      const data = Buffer.from(variant.data.buffer, variant.data.byteOffset, variant.data.length);
      await files.put(key, data, 'image/webp');
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
    width: largest.size.width,
    height: largest.size.height,
  };
}

/**
 * Reads the header alone (no pixels) and refuses what is not an image we take, or what would
 * cost too much to decode (image-bounds.ts).
 */
async function checkHeader(sharp: typeof Sharp, input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    // Without sharp's pixel limit, which would call a huge canvas "not an image"; the bounds
    // are checked below, each with a message that says which.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError();
  }
  if (!ACCEPTED_IMAGE_FORMATS.includes(metadata.format)) throw new NotAnImageError();
  const bound = exceededBound(metadata);
  if (bound) throw new ImageOutOfBoundsError(bound);
}

async function encode(worker: ImageWorker, input: Buffer): Promise<EncodedVariant[]> {
  try {
    return await worker.encode(input);
  } catch (error) {
    if (error instanceof ImageWorkerCrashedError) {
      throw new NotAnImageError(
        `The image could not be read: ${error.message}`,
        IMAGE_CRASHED_MESSAGE,
      );
    }
    // The header parsed but the pixels did not (truncated file, HEIC without its codec), or
    // the decoder gave up on them. (A worker that could not start is not the image's fault:
    // ImageWorkerUnavailableError goes on to the route.)
    if (error instanceof ImageWorkerError) {
      throw new NotAnImageError(`The image could not be read: ${error.message}`);
    }
    throw error;
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
