// "Remove demo content" (docs/decisions/066-before-you-open.md): deletes what seed.ts wrote
// and nobody changed since. A row counts as the demo's only while it is exactly as the demo
// made it: a product with the demo's fields and its drawn images, a collection with its drawn
// tile and no product of the owner's in it, the showcase of the drawn rail, the size chart
// with the demo's text and drawing. Anything edited or created by the owner stays, and so do
// orders: an order's items keep their name, price and image (order_items.product_id is set
// null), and the drawn image files stay for them.
import { eq, inArray } from 'drizzle-orm';
import { SIZE_CHART_PRODUCT_TYPE } from '../content/content.service';
import { DEMO_MARKER_KEY, DEMO_SIZE_CHART_DESCRIPTION } from './demo-content';
import { DEMO_COLLECTIONS, type DemoProduct } from './demo-catalog';
import { DEMO_PRODUCTS } from './demo-products';
import type { DbOrTx, Db } from '../db/client';
import { collections } from '../db/schema/collections';
import { products, type ProductRow } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import { featuredShowcases, sizeChartContent } from '../db/schema/storefront-content';
import type { DemoContents } from '../../shared/site/launch.schema';

/** Whether `url` is a drawing the seed stored under `name` (demo-images.ts: name, then hash). */
const isDrawing = (url: string | null, name: string) =>
  url !== null && (url.split('/').pop() ?? '').startsWith(`${name}-`);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function isUntouchedDemoProduct(row: ProductRow, demo: DemoProduct): boolean {
  return (
    row.name === demo.name &&
    row.description === demo.description &&
    row.priceCents === demo.priceCents &&
    row.inStock === demo.inStock &&
    sameList(row.sizes, demo.sizes) &&
    sameList(row.colors, demo.colors) &&
    sameList(row.collections, demo.collections) &&
    sameList(row.featuredInCollections, demo.featuredInCollections) &&
    row.images.length === demo.colors.length &&
    row.images.every((image) => isDrawing(image.url, `demo-${demo.slug}`))
  );
}

interface DemoRows {
  productIds: string[];
  collectionIds: string[];
  showcaseIds: string[];
  sizeChart: boolean;
}

async function findDemoRows(db: DbOrTx): Promise<DemoRows> {
  const none: DemoRows = { productIds: [], collectionIds: [], showcaseIds: [], sizeChart: false };
  // Only a store the demo was loaded into has any (seed.ts leaves the marker).
  const [marker] = await db
    .select({ key: siteSettings.settingKey })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, DEMO_MARKER_KEY));
  if (!marker) return none;

  const demoByName = new Map(DEMO_PRODUCTS.map((demo) => [demo.name, demo]));
  const productRows = await db.select().from(products);
  const candidates = new Set(
    productRows
      .filter((row) => {
        const demo = demoByName.get(row.name);
        return demo !== undefined && isUntouchedDemoProduct(row, demo);
      })
      .map((row) => row.id),
  );

  // The demo's showcase goes with its product; a showcase of the owner's keeps its product.
  const showcases = await db.select().from(featuredShowcases);
  const showcaseIds: string[] = [];
  for (const showcase of showcases) {
    const demo =
      showcase.title === '' &&
      isDrawing(showcase.lifestyleImageUrl, 'demo-lifestyle-rail') &&
      candidates.has(showcase.productId);
    if (demo) showcaseIds.push(showcase.id);
  }
  for (const showcase of showcases) {
    if (!showcaseIds.includes(showcase.id)) candidates.delete(showcase.productId);
  }

  // A demo collection stays while a product that stays is in it.
  const namesInUse = new Set(
    productRows
      .filter((row) => !candidates.has(row.id))
      .flatMap((row) => [...row.collections, ...row.featuredInCollections]),
  );
  const collectionRows = await db.select().from(collections);
  const collectionIds = collectionRows
    .filter((row) => {
      const demo = DEMO_COLLECTIONS.find((collection) => collection.name === row.name);
      return (
        demo !== undefined &&
        isDrawing(row.imageUrl, `demo-collection-${demo.slug}`) &&
        !namesInUse.has(row.name)
      );
    })
    .map((row) => row.id);

  const [chart] = await db
    .select()
    .from(sizeChartContent)
    .where(eq(sizeChartContent.productType, SIZE_CHART_PRODUCT_TYPE));
  const sizeChart =
    chart !== undefined &&
    chart.description === DEMO_SIZE_CHART_DESCRIPTION &&
    isDrawing(chart.imageUrl, 'demo-size-chart');

  return { productIds: [...candidates], collectionIds, showcaseIds, sizeChart };
}

const contentsOf = (rows: DemoRows): DemoContents => ({
  products: rows.productIds.length,
  collections: rows.collectionIds.length,
  showcases: rows.showcaseIds.length,
  sizeChart: rows.sizeChart,
});

/** The demo content still in the store, as the remove button's confirmation lists it. */
export async function findDemoContents(db: DbOrTx): Promise<DemoContents> {
  return contentsOf(await findDemoRows(db));
}

/**
 * Deletes the demo content still untouched, in one transaction, and returns what went. The
 * marker stays, so the next start does not load the demo again into a store left empty.
 */
export async function removeDemoContents(db: Db): Promise<DemoContents> {
  return db.transaction(async (tx) => {
    const rows = await findDemoRows(tx);
    if (rows.showcaseIds.length > 0) {
      await tx.delete(featuredShowcases).where(inArray(featuredShowcases.id, rows.showcaseIds));
    }
    if (rows.productIds.length > 0) {
      await tx.delete(products).where(inArray(products.id, rows.productIds));
    }
    if (rows.collectionIds.length > 0) {
      await tx.delete(collections).where(inArray(collections.id, rows.collectionIds));
    }
    if (rows.sizeChart) {
      await tx
        .delete(sizeChartContent)
        .where(eq(sizeChartContent.productType, SIZE_CHART_PRODUCT_TYPE));
    }
    return contentsOf(rows);
  });
}
