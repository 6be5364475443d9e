// Storing the hero banner video (admin §2 "Hero banner", §7 bucket hero-videos): streamed
// from the request to the files adapter, typed from its first bytes, capped in size.
import { Readable } from 'node:stream';
import { HERO_VIDEO_BUCKET, MAX_HERO_VIDEO_BYTES } from '../../shared/content/content-input.schema';
import type { FileStore } from '../platform/files';
import { limitBytes, peekBytes } from './multipart';
import { detectVideoType, VIDEO_SIGNATURE_BYTES } from './video-type';

export class NotAVideoError extends Error {
  override name = 'NotAVideoError';
}

/**
 * Stores the video as `hero-videos/hero-video-{timestamp}.{ext}` and returns its URL.
 * Throws NotAVideoError when the bytes are not MP4, MOV or WebM, and PartTooLargeError
 * past MAX_HERO_VIDEO_BYTES (nothing is left stored then).
 */
export async function storeHeroVideo(
  files: FileStore,
  body: AsyncIterable<Buffer>,
  now: Date,
): Promise<string> {
  const { head, all } = await peekBytes(body, VIDEO_SIGNATURE_BYTES);
  const type = detectVideoType(head);
  if (!type) throw new NotAVideoError('The file is not an MP4, MOV or WebM video');
  const key = `${HERO_VIDEO_BUCKET}/hero-video-${now.getTime()}.${type.extension}`;
  await files.put(key, Readable.from(limitBytes(all, MAX_HERO_VIDEO_BYTES)), type.contentType);
  return files.url(key);
}
