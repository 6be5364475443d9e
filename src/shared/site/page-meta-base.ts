// What every page's head needs, and the heads of the pages a visit usually starts on (home, the
// shop, a product, not found): the home page is in the storefront's first download and the shop
// and product pages come right after it. The table of every other page (page-meta.ts) loads with
// the pages that read it.

export const SITE_DESCRIPTION =
  'CTK: faith-based streetwear, made to order, printed and shipped in the U.S.';

export interface PageMeta {
  /** The page's own title ("Shop All"); empty for a page named by the store alone. */
  title: string;
  description: string;
  /** Pages that are nobody's search result (account, cart, sign-in, unknown paths). */
  noindex?: boolean;
  /** The home page leads with the store's name ("CTK | Faith-Based Streetwear"). */
  storeNameFirst?: boolean;
}

/**
 * The text of the page's <title>.
 * @example documentTitle(staticPageMeta('/products'), 'CTK') // 'Shop All | CTK'
 */
export function documentTitle(meta: PageMeta, storeName: string): string {
  if (!meta.title) return storeName;
  return meta.storeNameFirst ? `${storeName} | ${meta.title}` : `${meta.title} | ${storeName}`;
}

export const pageMeta = (title: string, description: string, noindex = false): PageMeta => ({
  title,
  description,
  ...(noindex ? { noindex } : {}),
});

export const HOME_PAGE_META: PageMeta = {
  title: 'Faith-Based Streetwear',
  description: SITE_DESCRIPTION,
  storeNameFirst: true,
};

export const NOT_FOUND_META: PageMeta = pageMeta(
  'Page Not Found',
  "The page you're looking for doesn't exist or has been moved.",
  true,
);

export const SHOP_PAGE_META: PageMeta = pageMeta(
  'Shop All',
  'Shop every CTK design: faith-based tees, long sleeves, crewnecks and hoodies, made to order in the U.S.',
);

export function collectionPageMeta(collection: string): PageMeta {
  return pageMeta(
    `${collection} Collection`,
    `Shop the ${collection} collection: faith-based streetwear, made to order in the U.S.`,
  );
}

export function productPageMeta(product: { name: string; description: string }): PageMeta {
  const description = product.description.replace(/\s+/g, ' ').trim();
  return pageMeta(
    product.name,
    description.length > 160 ? `${description.slice(0, 157)}...` : description || SITE_DESCRIPTION,
  );
}
