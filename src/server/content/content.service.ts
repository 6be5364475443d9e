// Owner-edited storefront content: hero video, featured showcases, size chart. (The popup is
// marketing's: marketing/popup.service.ts.)
import { asc, eq } from 'drizzle-orm';
import type { Product } from '../../shared/catalog/product.schema';
import type { Hero, Showcase, SizeChart } from '../../shared/content/content.schema';
import { getProductsByIds } from '../catalog/catalog.service';
import type { DbOrTx } from '../db/client';
import { featuredShowcases, heroSettings, sizeChartContent } from '../db/schema/storefront-content';

export const HOME_SHOWCASES_LIMIT = 2;
export const SIZE_CHART_PRODUCT_TYPE = 't-shirt';

export async function getHero(db: DbOrTx): Promise<Hero> {
  const [row] = await db.select({ videoUrl: heroSettings.videoUrl }).from(heroSettings).limit(1);
  return { videoUrl: row?.videoUrl ?? null };
}

/** The products the showcases link to, by id, from the catalogue. */
export async function productsOfShowcases(
  db: DbOrTx,
  showcases: readonly { productId: string }[],
): Promise<Map<string, Product>> {
  const products = await getProductsByIds(db, [...new Set(showcases.map((row) => row.productId))]);
  return new Map(products.map((product) => [product.id, product]));
}

/** Active showcases by display order; a showcase whose product sold out is not shown. */
export async function listActiveShowcases(db: DbOrTx): Promise<Showcase[]> {
  const showcases = await db
    .select()
    .from(featuredShowcases)
    .where(eq(featuredShowcases.isActive, true))
    .orderBy(asc(featuredShowcases.displayOrder), asc(featuredShowcases.createdAt));
  const products = await productsOfShowcases(db, showcases);
  return showcases
    .flatMap((showcase) => {
      const product = products.get(showcase.productId);
      if (!product?.inStock) return [];
      return [
        {
          id: showcase.id,
          lifestyleImageUrl: showcase.lifestyleImageUrl,
          displayOrder: showcase.displayOrder,
          product: {
            id: product.id,
            name: product.name,
            priceCents: product.priceCents,
            imageUrl: product.imageUrl,
          },
        },
      ];
    })
    .slice(0, HOME_SHOWCASES_LIMIT);
}

export async function getSizeChart(db: DbOrTx): Promise<SizeChart> {
  const [row] = await db
    .select({ description: sizeChartContent.description, imageUrl: sizeChartContent.imageUrl })
    .from(sizeChartContent)
    .where(eq(sizeChartContent.productType, SIZE_CHART_PRODUCT_TYPE))
    .limit(1);
  return { description: row?.description ?? '', imageUrl: row?.imageUrl ?? null };
}
