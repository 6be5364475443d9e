// Real images for the demo catalogue: the drawings of demo-drawings.ts rasterised by sharp and
// stored as WebP variants through the same storeImage path as an owner's upload, so the
// repository ships no binary assets. The build renders them once into dist/demo-images
// (src/server/prebuild-cli.ts); a first start copies those files, which takes a fraction of a
// second instead of the ~15 s of rendering, and renders only what the build did not make.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { swatchHex, type ColorName } from '../../shared/catalog/colors';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, variantKey } from '../../shared/images/image-variants';
import type { FileStore } from '../platform/files';
import { loadSharp, storeImage, type ImageBucket } from '../platform/images';
import { projectRoot } from '../paths';
import type { DemoCollection, DemoProduct } from './demo-catalog';
import type { SizeChartRow } from './demo-content';
import { collectionTileSvg, garmentSvg, lifestyleSvg, sizeChartSvg } from './demo-drawings';

/** Where the build keeps the rendered demo images, laid out as a disk file store. */
export const prebuiltDemoImagesFolder = path.join(projectRoot, 'dist', 'demo-images');

/** Rasterises an SVG to a fast-to-decode PNG without alpha (WebP encodes opaque images faster). */
export async function renderSvg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
}

export interface DemoCatalogDrawings {
  products: readonly DemoProduct[];
  collections: readonly DemoCollection[];
  sizeChartRows: readonly SizeChartRow[];
  showcaseProduct: DemoProduct;
}

export interface DemoImages {
  /** Per product slug: one image per colour, in the product's colour order. */
  products: Map<string, { url: string; color: string }[]>;
  collections: Map<string, string>;
  sizeChart: string;
  lifestyle: string;
}

/** One demo image: its drawing and the file names it is stored under. */
export interface PlannedImage {
  bucket: ImageBucket;
  /** `<bucket>/<name>-<hash of the drawing>`; the variants add `-w<width>.webp`. */
  base: string;
  svg: string;
}

/** Bump when storeImage's output changes for the same drawing (quality, widths). */
const DEMO_IMAGE_VERSION = 2;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function planned(bucket: ImageBucket, name: string, svg: string): PlannedImage {
  // The drawing's hash in the name: a reset, a restart over kept uploads, or the build's
  // copies find the files already made and skip the encoding; a changed drawing gets a new
  // name rather than a stale file.
  const hash = createHash('sha256')
    .update(`${DEMO_IMAGE_VERSION}\n${svg}`)
    .digest('hex')
    .slice(0, 10);
  return { bucket, base: `${bucket}/${name}-${hash}`, svg };
}

/** Every demo image, drawn but not rendered: what to store, and under which names. */
export function planDemoImages(catalog: DemoCatalogDrawings) {
  const products = catalog.products.flatMap((product) =>
    product.colors.map((color) => ({
      slug: product.slug,
      color,
      image: planned(
        'product-images',
        `demo-${product.slug}-${slugify(color)}`,
        garmentSvg(product.garment, swatchHex(color), product.mark),
      ),
    })),
  );
  const collections = catalog.collections.map((collection) => ({
    name: collection.name,
    image: planned(
      'product-images',
      `demo-collection-${collection.slug}`,
      collectionTileSvg(collection),
    ),
  }));
  const showcase = catalog.showcaseProduct;
  const sizeChart = planned(
    'product-images',
    'demo-size-chart',
    sizeChartSvg(catalog.sizeChartRows),
  );
  const lifestyle = planned(
    'lifestyle-images',
    'demo-lifestyle-rail',
    lifestyleSvg(
      [...showcase.colors, ...showcase.colors].slice(0, 4).map((color: ColorName, i) => ({
        kind: i % 2 === 0 ? showcase.garment : 'hoodie',
        hex: swatchHex(color),
        mark: showcase.mark,
      })),
    ),
  );
  const all: PlannedImage[] = [
    ...products.map((entry) => entry.image),
    ...collections.map((entry) => entry.image),
    sizeChart,
    lifestyle,
  ];
  return { products, collections, sizeChart, lifestyle, all };
}

/** The file keys of every variant of `images`. */
export function demoImageKeys(images: readonly PlannedImage[]): string[] {
  return images.flatMap((image) => IMAGE_WIDTHS.map((width) => variantKey(image.base, width)));
}

async function allVariantsStored(files: FileStore, base: string): Promise<boolean> {
  const found = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => (await files.stat(variantKey(base, width))) !== null),
  );
  return found.every(Boolean);
}

/** Copies every variant of `base` from the folder `source` to `files`; false when one is missing. */
async function copyVariants(source: string, files: FileStore, base: string): Promise<boolean> {
  const variants: [string, Buffer][] = [];
  for (const width of IMAGE_WIDTHS) {
    const key = variantKey(base, width);
    try {
      variants.push([key, await fs.readFile(path.join(source, ...key.split('/')))]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
  for (const [key, data] of variants) await files.put(key, data, 'image/webp');
  return true;
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface GenerateOptions {
  /** A folder of variants rendered ahead of time (the build's dist/demo-images), copied rather than rendered. */
  prebuilt?: string;
  /**
   * Images rendered at once. storeImage encodes one image at a time anyway; drawing the next
   * PNG meanwhile keeps a second core busy without piling canvases into memory.
   */
  concurrency?: number;
}

/** Files checked or copied at once: waiting on the disk (each write is synced), not on a core. */
const COPY_CONCURRENCY = 8;

/**
 * Stores every demo image in `files` and returns their URLs: an image already there is kept,
 * one found in `prebuilt` is copied, any other is rendered with sharp.
 */
export async function generateDemoImages(
  files: FileStore,
  catalog: DemoCatalogDrawings,
  options: GenerateOptions = {},
): Promise<DemoImages> {
  const plan = planDemoImages(catalog);
  const { prebuilt, concurrency = Math.max(1, os.availableParallelism()) } = options;
  const present = await mapLimited(
    plan.all,
    COPY_CONCURRENCY,
    async (image) =>
      (await allVariantsStored(files, image.base)) ||
      (prebuilt !== undefined && (await copyVariants(prebuilt, files, image.base))),
  );
  await mapLimited(
    plan.all.filter((_, i) => !present[i]),
    concurrency,
    async (image) => {
      const png = await renderSvg(image.svg);
      await storeImage(files, image.bucket, png, {
        name: image.base.slice(image.bucket.length + 1),
      });
    },
  );
  return demoImageUrls(files, plan);
}

/**
 * The URLs the demo images have in `files`, stored or not: what the rows point at. Tests use it
 * to write the demo's rows without rendering a picture.
 */
export function demoImageUrls(
  files: FileStore,
  plan: ReturnType<typeof planDemoImages>,
): DemoImages {
  // storeImage keeps the largest variant's URL, as every image of the store does.
  const urlOf = new Map(
    plan.all.map((image) => [image, files.url(variantKey(image.base, LARGEST_IMAGE_WIDTH))]),
  );

  const products = new Map<string, { url: string; color: string }[]>();
  for (const { slug, color, image } of plan.products) {
    const list = products.get(slug) ?? [];
    list.push({ url: urlOf.get(image)!, color });
    products.set(slug, list);
  }
  return {
    products,
    collections: new Map(plan.collections.map(({ name, image }) => [name, urlOf.get(image)!])),
    sizeChart: urlOf.get(plan.sizeChart)!,
    lifestyle: urlOf.get(plan.lifestyle)!,
  };
}
