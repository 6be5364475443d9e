// What an uploaded image may cost to open, judged from its header alone (sharp's metadata():
// width, height, channels, depth, format, interlacing) before a pixel is decoded. A 311 KB PNG of
// 5,000,000x8 16-bit RGBA pixels passed a pixel count alone and took a server from 306 MB to
// 6.8 GB. Each bound below is measured in docs/decisions/050 and by `npm run bench:uploads`.
import type { Metadata } from 'sharp';

/**
 * Pixels of one image: the 48 and 50 MP photos of today's phones pass; larger ones (64, 108,
 * 200 MP) are refused with a message to resize. A product photo is shown at most 1600 px wide.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Memory to open one image: its pixels once decoded (width x height x channels x bytes per
 * channel), counted twice when the decoder holds the whole image rather than a band of rows
 * (holdsWholeImage). The 8-bit photo of a 50 MP phone is 143 MB; 16 bits per channel or an
 * alpha channel make the same pixels larger. With the worker's own ~70 MB and the encoding,
 * the worst image allowed keeps eight uploads at once under 300 MB (docs/performance.md).
 */
export const MAX_DECODED_IMAGE_BYTES = 144 * 1024 * 1024;
/**
 * Pixels of either side. A streaming decoder keeps a band of whole rows, so memory follows
 * the width too; 16384 takes the widest phone photos (16320 px) and panoramas.
 */
export const MAX_IMAGE_SIDE = 16_384;
/** Longer side over shorter side: panoramas and banners pass, a strip of a few rows does not. */
export const MAX_IMAGE_ASPECT_RATIO = 8;
/**
 * AVIF (and HEIF) is decoded whole by libheif and libaom, at 18 to 33 bytes a pixel whatever
 * the header says (10-bit with alpha the most): a 48 MP AVIF took 844 MB. 5 MP is 2740x1825,
 * more than a product photo shown 1600 px wide needs.
 */
export const MAX_HEIF_PIXELS = 5_000_000;

const MB = 1024 * 1024;

/** Why an image is refused, as the owner reads it after "Failed to upload <file>: ". */
export const IMAGE_BOUND_MESSAGES = {
  aspectRatio: `the image is more than ${MAX_IMAGE_ASPECT_RATIO} times as wide as it is tall (or as tall as it is wide); please crop it and try again`,
  side: `the image is wider or taller than ${MAX_IMAGE_SIDE} pixels; please resize it and try again`,
  pixels: `the image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; please resize it and try again`,
  decodedBytes: `the image needs more than ${MAX_DECODED_IMAGE_BYTES / MB} MB of memory to open (16-bit colour, transparency, and interlaced or progressive files need more); please resize it or save it as a standard 8-bit JPEG and try again`,
  heifPixels: `AVIF and HEIF images must be at most ${MAX_HEIF_PIXELS / 1_000_000} megapixels; please resize it or save it as JPEG and try again`,
} as const;

export type ImageBound = keyof typeof IMAGE_BOUND_MESSAGES;

/** Small in bytes, too costly to open. Its message is meant for the person uploading. */
export class ImageOutOfBoundsError extends Error {
  override name = 'ImageOutOfBoundsError';
  constructor(readonly bound: ImageBound) {
    super(IMAGE_BOUND_MESSAGES[bound]);
  }
}

const BYTES_PER_CHANNEL: Record<Metadata['depth'], number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

export type ImageHeader = Pick<
  Metadata,
  'format' | 'width' | 'height' | 'channels' | 'depth' | 'isProgressive'
>;

/**
 * Decoders that cannot stream: an interlaced PNG and a GIF are decoded whole before the first
 * row comes out, a progressive JPEG keeps every DCT coefficient (2 bytes a sample). Baseline
 * JPEG, plain PNG, TIFF and WebP are read a band of rows at a time.
 */
export function holdsWholeImage({ format, isProgressive }: ImageHeader): boolean {
  return format === 'gif' || (isProgressive && (format === 'png' || format === 'jpeg'));
}

/** The bytes of the image's pixels once decoded (its first page: the only one we read). */
export function decodedImageBytes({ width, height, channels, depth }: ImageHeader): number {
  // An unknown sample type counts as the largest there is.
  return width * height * channels * (BYTES_PER_CHANNEL[depth] ?? 16);
}

/** What MAX_DECODED_IMAGE_BYTES bounds: the decoded bytes, twice for a whole-image decoder. */
export function memoryToOpen(header: ImageHeader): number {
  return decodedImageBytes(header) * (holdsWholeImage(header) ? 2 : 1);
}

/** The first bound the image's header exceeds, or null when it may be decoded. */
export function exceededBound(header: ImageHeader): ImageBound | null {
  const { width, height, format } = header;
  const pixels = width * height;
  if (Math.max(width, height) > MAX_IMAGE_ASPECT_RATIO * Math.min(width, height)) {
    return 'aspectRatio';
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return 'side';
  if (pixels > MAX_IMAGE_PIXELS) return 'pixels';
  if (memoryToOpen(header) > MAX_DECODED_IMAGE_BYTES) return 'decodedBytes';
  if (format === 'heif' && pixels > MAX_HEIF_PIXELS) return 'heifPixels';
  return null;
}
