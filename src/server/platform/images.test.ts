import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../shared/images/image-variants';
import { createDiskFileStore, type FileStore } from './files';
import {
  ImageTooLargeError,
  MAX_IMAGE_BYTES,
  NotAnImageError,
  deleteImage,
  storeImage,
} from './images';

let dir: string;
let files: FileStore;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  files = createDiskFileStore(dir);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function solid(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } },
  });
}

/** Width and height of each stored variant, read back from the files. */
async function variantSizes(url: string) {
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const key = files.keyForUrl(imageVariantUrl(url, width));
      const file = key ? await files.get(key) : null;
      if (!file) throw new Error(`variant ${width} missing`);
      expect(file.contentType).toBe('image/webp');
      const bytes = Buffer.concat((await file.body.toArray()) as Buffer[]);
      const metadata = await sharp(bytes).metadata();
      return { format: metadata.format, width: metadata.width, height: metadata.height };
    }),
  );
}

describe('storeImage', () => {
  it('stores WebP variants at 400, 800 and 1600 px of a large PNG', async () => {
    const png = await solid(2400, 1800).png().toBuffer();

    const stored = await storeImage(files, 'product-images', png);

    expect(stored.url).toMatch(/^\/uploads\/product-images\/[0-9a-f]+-w1600\.webp$/);
    expect(stored).toMatchObject({ width: 1600, height: 1200 });
    expect(await variantSizes(stored.url)).toEqual([
      { format: 'webp', width: 400, height: 300 },
      { format: 'webp', width: 800, height: 600 },
      { format: 'webp', width: 1600, height: 1200 },
    ]);
  });

  it('never enlarges a small image, yet writes every variant name', async () => {
    const jpeg = await solid(600, 300).jpeg().toBuffer();

    const stored = await storeImage(files, 'lifestyle-images', jpeg, { name: 'small-one' });

    expect(stored).toEqual({
      url: '/uploads/lifestyle-images/small-one-w1600.webp',
      width: 600,
      height: 300,
    });
    expect((await variantSizes(stored.url)).map((size) => size.width)).toEqual([400, 600, 600]);
  });

  it('turns a photo upright by its EXIF orientation and strips the metadata', async () => {
    // Orientation 6: stored landscape, shown rotated 90 degrees clockwise (portrait).
    const jpeg = await solid(1200, 800)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();

    const stored = await storeImage(files, 'product-images', jpeg);

    expect(stored).toMatchObject({ width: 800, height: 1200 });
    const file = await files.get(files.keyForUrl(stored.url)!);
    const bytes = Buffer.concat((await file!.body.toArray()) as Buffer[]);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses bytes that are not an image, whatever the file was called', async () => {
    const text = Buffer.from('This is a text file saved as photo.jpg\n');
    await expect(storeImage(files, 'product-images', text, { name: 'photo' })).rejects.toThrow(
      NotAnImageError,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(storeImage(files, 'product-images', svg)).rejects.toThrow(NotAnImageError);
    const truncated = (await solid(800, 800).png().toBuffer()).subarray(0, 200);
    await expect(storeImage(files, 'product-images', truncated)).rejects.toThrow(NotAnImageError);
    expect(await files.get('product-images/photo-w1600.webp')).toBeNull();
  });

  it('refuses input over MAX_IMAGE_BYTES', async () => {
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    await expect(storeImage(files, 'product-images', huge)).rejects.toThrow(ImageTooLargeError);
  });
});

describe('deleteImage', () => {
  it('removes all three variants', async () => {
    const png = await solid(1000, 1000).png().toBuffer();
    const stored = await storeImage(files, 'product-images', png, { name: 'to-delete' });

    await deleteImage(files, stored.url);

    for (const width of IMAGE_WIDTHS) {
      expect(await files.get(`product-images/to-delete-w${width}.webp`)).toBeNull();
    }
  });

  it('ignores URLs it did not make', async () => {
    await expect(deleteImage(files, '/placeholder.svg')).resolves.toBeUndefined();
    await expect(
      deleteImage(files, 'https://cdn.example.com/product-images/a-w1600.webp'),
    ).resolves.toBeUndefined();
  });
});
