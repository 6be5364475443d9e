// What the HTML of each page says before any JavaScript runs: title, description, Open Graph
// tags, and for product pages schema.org Product data (price, currency, availability).
import {
  collectionPageMeta,
  documentTitle,
  findStaticPageMeta,
  staticPageMeta,
  NOT_FOUND_META,
  productPageMeta,
  STATIC_PAGE_META,
  type PageMeta,
} from '../../shared/site/page-meta';
import type { Product } from '../../shared/catalog/product.schema';
import type { ActivePromotion } from '../../shared/promotions/promotion.schema';
import {
  collectionExists,
  getProduct,
  listCollections,
  listProducts,
} from '../catalog/catalog.service';
import type { DbOrTx } from '../db/client';
import { SITE_LOCK_META_NAME } from '../../shared/site/site-lock-meta';
import { priceRangeCents } from '../../shared/pricing/pricing';
import { getActivePromotion } from '../promotions/promotions.service';
import { getStoreName } from '../settings/store-settings.service';

/** A malformed escape (`%E0%A4%A`) is just an unknown id, not an error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PageHead extends PageMeta {
  /** The store's name (Settings): in the title already, and the Open Graph site name. */
  siteName: string;
  canonicalPath: string;
  image?: string;
  type: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
}

const cents = (value: number) => (value / 100).toFixed(2);

/** What a page's head is made from: the database, or the catalogue snapshot in memory. */
export interface HeadSource {
  storeName(): Promise<string>;
  /** Any product, sold out or not; null for an unknown id. */
  product(id: string): Promise<Product | null>;
  collectionExists(name: string): Promise<boolean>;
  activePromotion(now: Date): Promise<ActivePromotion | null>;
}

export function databaseHeadSource(db: DbOrTx): HeadSource {
  return {
    storeName: () => getStoreName(db),
    product: (id) => getProduct(db, id),
    collectionExists: (name) => collectionExists(db, name),
    activePromotion: (now) => getActivePromotion(db, now),
  };
}

/** The head of the page at `url`, its title ending (or, at home, starting) with the store's name. */
export async function pageHead(source: HeadSource, url: URL, now: Date): Promise<PageHead> {
  const siteName = await source.storeName();
  const head = await pageHeadOf(source, url, now, siteName);
  return { ...head, title: documentTitle(head, siteName), siteName };
}

async function pageHeadOf(
  source: HeadSource,
  url: URL,
  now: Date,
  siteName: string,
): Promise<Omit<PageHead, 'siteName'>> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const productId = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (productId) return productHead(source, safeDecode(productId), now, siteName);
  if (path.startsWith('/admin') || path.startsWith('/order/')) {
    return {
      ...NOT_FOUND_META,
      title: '',
      noindex: true,
      canonicalPath: path,
      type: 'website',
    };
  }
  const collection = url.searchParams.get('collection');
  if (path === '/products' && collection && collection !== 'all') {
    // Only real collections get a page of their own; any other value is nobody's search result.
    if (!(await source.collectionExists(collection))) {
      return {
        ...staticPageMeta('/products'),
        noindex: true,
        canonicalPath: '/products',
        type: 'website',
      };
    }
    return {
      ...collectionPageMeta(collection),
      canonicalPath: `/products?collection=${encodeURIComponent(collection)}`,
      type: 'website',
    };
  }
  const meta = findStaticPageMeta(path);
  if (meta) return { ...meta, canonicalPath: path, type: 'website' };
  return { ...NOT_FOUND_META, canonicalPath: path, type: 'website' };
}

async function productHead(
  source: HeadSource,
  id: string,
  now: Date,
  siteName: string,
): Promise<Omit<PageHead, 'siteName'>> {
  const product = UUID.test(id) ? await source.product(id) : null;
  if (!product) return { ...NOT_FOUND_META, canonicalPath: `/product/${id}`, type: 'website' };
  const promotion = await source.activePromotion(now);
  const range = priceRangeCents(
    product.priceCents,
    product.sizes,
    promotion?.discountPercentage ?? null,
  );
  const availability = product.inStock
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  return {
    ...productPageMeta(product),
    canonicalPath: `/product/${product.id}`,
    image: product.imageUrl,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.images.map((image) => image.url),
      brand: { '@type': 'Brand', name: siteName },
      offers:
        range.minCents === range.maxCents
          ? { '@type': 'Offer', price: cents(range.minCents), priceCurrency: 'USD', availability }
          : {
              '@type': 'AggregateOffer',
              lowPrice: cents(range.minCents),
              highPrice: cents(range.maxCents),
              priceCurrency: 'USD',
              availability,
            },
    },
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON inside <script> must not be able to close the tag; U+2028/2029 are escaped too, as
 * older parsers read them as line ends.
 */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const safeJson = (value: unknown) => scriptSafeJson(JSON.stringify(value));

/** The built index.html with this page's head: its own title and description replace the defaults. */
export function renderHead(
  template: string,
  head: PageHead,
  publicUrl: string,
  options: {
    siteLockedOut?: boolean;
    /** More tags for the head (the largest image's preload). */
    extraHead?: string;
    /** Markup before </body> (the page's data). */
    bodyEnd?: string;
    /** The page rendered on the server, inside the empty `#root` (decision 036). */
    root?: string;
  } = {},
): string {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(absolute(head.canonicalPath))}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(absolute(head.image))}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
    options.siteLockedOut ? `<meta name="${SITE_LOCK_META_NAME}" content="locked" />` : '',
    options.extraHead ?? '',
  ].filter(Boolean);
  // Function replacers: `$&`, `$'` in a product or collection name are text, not patterns.
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const headTags = `    ${tags.join('\n    ')}\n  </head>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, () => '')
    .replace('</head>', () => headTags)
    .replace('<div id="root"></div>', () => `<div id="root">${options.root ?? ''}</div>`)
    .replace('</body>', () => (options.bodyEnd ? `  ${options.bodyEnd}\n  </body>` : '</body>'));
}

/** The public pages, every in-stock product and every collection. */
export async function sitemapXml(db: DbOrTx, publicUrl: string): Promise<string> {
  const [products, collections] = await Promise.all([listProducts(db), listCollections(db)]);
  const indexable = Object.entries(STATIC_PAGE_META as Record<string, PageMeta>)
    .filter(([, meta]) => !meta.noindex)
    .map(([path]) => ({ path }));
  const entries = [
    ...indexable,
    ...collections.map((collection) => ({
      path: `/products?collection=${encodeURIComponent(collection.name)}`,
    })),
    ...products.map((product) => ({
      path: `/product/${product.id}`,
      lastmod: product.createdAt.slice(0, 10),
    })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(publicUrl + entry.path)}</loc>${'lastmod' in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /account\nDisallow: /checkout\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
