// Owner-edited storefront content: hero video, featured showcases, size chart, popup.
import { asc, eq, and } from 'drizzle-orm';
import type { Hero, PopupConfig, Showcase, SizeChart } from '../../shared/content/content.schema';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';
import type { DbOrTx } from '../db/client';
import { emailPopupConfig } from '../db/schema/marketing';
import { products } from '../db/schema/products';
import { featuredShowcases, heroSettings, sizeChartContent } from '../db/schema/storefront-content';

export const HOME_SHOWCASES_LIMIT = 2;
export const SIZE_CHART_PRODUCT_TYPE = 't-shirt';

/** Shown until the owner saves the popup settings (spec §3). */
export const DEFAULT_POPUP_CONFIG: PopupConfig = {
  heroImageUrl: null,
  title: 'Get 10% Off',
  subtitle: 'Join the CTK Family',
  description: 'Get access to exclusive drops, early access, and insider deals.',
  buttonText: 'Claim Your 10% Off',
};

export async function getHero(db: DbOrTx): Promise<Hero> {
  const [row] = await db.select({ videoUrl: heroSettings.videoUrl }).from(heroSettings).limit(1);
  return { videoUrl: row?.videoUrl ?? null };
}

/** Active showcases by display order; a showcase whose product sold out is not shown. */
export async function listActiveShowcases(db: DbOrTx): Promise<Showcase[]> {
  const rows = await db
    .select({ showcase: featuredShowcases, product: products })
    .from(featuredShowcases)
    .innerJoin(products, eq(products.id, featuredShowcases.productId))
    .where(and(eq(featuredShowcases.isActive, true), eq(products.inStock, true)))
    .orderBy(asc(featuredShowcases.displayOrder), asc(featuredShowcases.createdAt))
    .limit(HOME_SHOWCASES_LIMIT);
  return rows.map(({ showcase, product }) => ({
    id: showcase.id,
    lifestyleImageUrl: showcase.lifestyleImageUrl,
    displayOrder: showcase.displayOrder,
    product: {
      id: product.id,
      name: product.name,
      priceCents: product.priceCents,
      imageUrl: product.images[0]?.url ?? PLACEHOLDER_IMAGE,
    },
  }));
}

export async function getSizeChart(db: DbOrTx): Promise<SizeChart> {
  const [row] = await db
    .select({ description: sizeChartContent.description, imageUrl: sizeChartContent.imageUrl })
    .from(sizeChartContent)
    .where(eq(sizeChartContent.productType, SIZE_CHART_PRODUCT_TYPE))
    .limit(1);
  return { description: row?.description ?? '', imageUrl: row?.imageUrl ?? null };
}

export async function getPopupConfig(db: DbOrTx): Promise<PopupConfig> {
  const [row] = await db.select().from(emailPopupConfig).limit(1);
  if (!row) return DEFAULT_POPUP_CONFIG;
  return {
    heroImageUrl: row.heroImageUrl,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    buttonText: row.buttonText,
  };
}
