// The images bench/upload-memory.mjs uploads: a photo, then for each bound of
// src/server/platform/image-bounds.ts the worst image it still allows, the largest file, and
// the PNG of issue 24 that the bounds refuse. Each is a canvas of one colour with a square of
// another: small in bytes, large once decoded.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import sharp from 'sharp';
import { root } from '../scripts/build-lib.mjs';

/** The bounds as the server has them: its TypeScript, stripped of types, written to `dir`. */
async function loadBounds(dir) {
  const file = path.join(root, 'src/server/platform/image-bounds.ts');
  const { code } = await transform(fs.readFileSync(file, 'utf8'), { loader: 'ts' });
  const compiled = path.join(dir, 'image-bounds.mjs');
  fs.writeFileSync(compiled, code);
  return import(pathToFileURL(compiled).href);
}

/**
 * Every case: `{ name, label, make }`, where `make()` resolves to a sharp pipeline of the
 * image. `dir` is a scratch folder; `megapixels` sizes the photo.
 */
export async function uploadCases(dir, megapixels) {
  const bounds = await loadBounds(dir);
  const D = bounds.MAX_DECODED_IMAGE_BYTES;
  const ratio = bounds.MAX_IMAGE_ASPECT_RATIO;
  const side = bounds.MAX_IMAGE_SIDE;

  /** A canvas of `channels` with a square of another colour: small in bytes, large decoded. */
  function canvas(width, height, channels) {
    const square = Math.min(400, width, height);
    const alpha = channels === 4 ? '80' : '';
    const image = sharp({
      create: { width, height, channels, background: `#3060a0${alpha}` },
      limitInputPixels: false,
    }).composite([
      {
        input: {
          create: { width: square, height: square, channels, background: `#e0c040${alpha}` },
        },
        left: 0,
        top: 0,
      },
    ]);
    // The composite adds an alpha channel; an RGB canvas loses it again.
    return channels === 4 ? image : image.removeAlpha();
  }
  /** Flattened, so operations after it (the 16-bit colourspace) apply to the composite. */
  const flat = async (image) =>
    sharp(await image.png({ compressionLevel: 1 }).toBuffer(), { limitInputPixels: false });

  /**
   * The widest image of `bytesPerPixel` that the bounds allow, at the decoded-bytes bound (half
   * of it for a decoder that holds the whole image): [width, height].
   */
  function widest(bytesPerPixel, whole = false) {
    const pixels = Math.min(D / (whole ? 2 : 1) / bytesPerPixel, bounds.MAX_IMAGE_PIXELS);
    const width = Math.min(side, Math.floor(Math.sqrt(pixels * ratio)));
    const height = Math.floor(pixels / width);
    return [Math.min(width, height * ratio), height];
  }
  /** A 3:2 image of `pixels`: [width, height]. */
  function photoShape(pixels) {
    const width = Math.floor(Math.sqrt(pixels * 1.5));
    return [width, Math.floor(pixels / width)];
  }
  const rgb16 = async (image) => (await flat(image)).toColourspace('rgb16');

  const cases = [
    {
      name: 'photo',
      label: `a ${megapixels} MP 8-bit RGB PNG`,
      make: () => canvas(...photoShape(megapixels * 1e6), 3).png(),
    },
    {
      name: 'deep',
      label: '16-bit RGBA PNG, as wide as the bounds allow',
      make: async () => (await rgb16(canvas(...widest(8), 4))).png(),
    },
    {
      name: 'side',
      label: '8-bit RGB PNG, as wide as the bounds allow',
      make: () => canvas(...widest(3), 3).png(),
    },
    {
      name: 'pixels',
      label: '8-bit RGB PNG at the pixel bound',
      make: () => canvas(...photoShape(bounds.MAX_IMAGE_PIXELS), 3).png(),
    },
    {
      name: 'interlaced',
      label: '8-bit RGBA interlaced PNG (decoded whole), as wide as the bounds allow',
      make: () => canvas(...widest(4, true), 4).png({ progressive: true }),
    },
    {
      name: 'interlaced16',
      label: '16-bit RGBA interlaced PNG (decoded whole), as wide as the bounds allow',
      make: async () => (await rgb16(canvas(...widest(8, true), 4))).png({ progressive: true }),
    },
    {
      name: 'progressive',
      label: 'progressive 4:4:4 JPEG (every coefficient kept) at the decoded-bytes bound',
      make: () =>
        canvas(...photoShape(D / 2 / 3), 3).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }),
    },
    {
      name: 'gif',
      label: 'GIF (decoded whole, 4 channels) at the decoded-bytes bound',
      make: () => canvas(...photoShape(D / 2 / 4), 3).gif(),
    },
    {
      name: 'avif',
      label: '10-bit RGBA AVIF at the AVIF pixel bound',
      make: () =>
        canvas(...photoShape(bounds.MAX_HEIF_PIXELS), 4).avif({
          bitdepth: 10,
          effort: 0,
        }),
    },
    {
      name: 'file',
      label: 'the largest file: a PNG of noise just under 15 MB',
      make: () => {
        const width = 2200;
        const height = 2250;
        const pixels = Buffer.alloc(width * height * 3);
        for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
        return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 });
      },
    },
    {
      name: 'attack',
      label: "issue 24's 5,000,000x8 16-bit RGBA PNG (refused)",
      make: async () => (await rgb16(canvas(5_000_000, 8, 4))).png(),
    },
  ];
  return cases;
}
