// Which video a file is, read from its first bytes (never its name or the browser's claim).

export interface VideoType {
  extension: 'mp4' | 'mov' | 'webm';
  contentType: 'video/mp4' | 'video/quicktime' | 'video/webm';
}

/** Bytes to read before deciding. */
export const VIDEO_SIGNATURE_BYTES = 64;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * ISO base-media brands that are not video: HEIF/AVIF still images and iTunes audio. They
 * share the `ftyp` box with MP4 and MOV, so the brand tells them apart.
 */
const NON_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
]);

/**
 * MP4 and MOV start with an `ftyp` box (size, then "ftyp", then the major brand); WebM
 * with the EBML magic and a DocType of "webm".
 */
export function detectVideoType(head: Buffer): VideoType | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (NON_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  '
      ? { extension: 'mov', contentType: 'video/quicktime' }
      : { extension: 'mp4', contentType: 'video/mp4' };
  }
  if (head.subarray(0, 4).equals(EBML_MAGIC) && head.includes(Buffer.from('webm'))) {
    return { extension: 'webm', contentType: 'video/webm' };
  }
  return null;
}
