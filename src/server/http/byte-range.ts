import type { ByteRange } from '../platform/files';

/**
 * One `Range: bytes=…` request header against a file of `size` bytes (RFC 9110 §14.1.2):
 * the inclusive range to send, null to send the whole file (no header, or one we do not
 * serve, such as several ranges), or 'unsatisfiable' for a range past the end.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
