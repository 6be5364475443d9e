// PNG files written byte by byte for tests (e2e uploads, upload limits): a real image of the
// size wanted, without an image library. Layout: signature, IHDR, IDAT, IEND (the PNG spec).
import { crc32, deflateSync } from 'node:zlib';

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 greyscale, 2 RGB. */
  colourType: number;
}

/** A PNG of the given header and scanlines, each starting with its filter byte. */
function encodePng({ width, height, bitDepth, colourType }: PngHeader, scanlines: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  // Compression, filter and interlace methods stay 0 (deflate, adaptive, none).
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small solid-colour PNG, so each upload is a real image with its own bytes. */
export function solidPng(red: number, green: number, blue: number, width = 8, height = 10): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return encodePng({ width, height, bitDepth: 8, colourType: 2 }, pixels);
}

/** A black 1-bit PNG of width x height: a few kilobytes whatever its pixel count. */
export function blankPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return encodePng({ width, height, bitDepth: 1, colourType: 0 }, rows);
}
