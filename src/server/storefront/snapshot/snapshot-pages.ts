// The storefront pages that paint at once: `/`, `/products` and `/product/:id` as HTML with
// their head, a preload of the image that is their largest paint, the page itself rendered by
// the storefront's server build (decision 036), and the data of every request the page makes
// on its first render, so the client needs no second round trip and hydrates what it shows:
//
//   <script id="page-data" type="application/json">{"<GET url as the client asks for it>":
//     <the JSON body that URL answers>, …}</script>
//
// Keys are the URLs the client asks for, made by the same function (the table's `readUrl`):
// the path, then the query as URLSearchParams writes it. Only reads that are the same for every
// visitor go in (never the session's `/api/me`), since the page is one for all.
import { isInCollection } from '../../../shared/catalog/collection-filter';
import { ProductListQuerySchema } from '../../../shared/catalog/product.schema';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import type { StorefrontRenderInput } from '../../../shared/site/storefront-render';
import { readUrl } from '../../../shared/storefront/storefront-read-urls';
import type { FixedReadName } from '../../../shared/storefront/storefront-reads';
import { EARLY_EVENTS_SCRIPT } from '../../http/early-events-script';
import { pageHead, renderHead, scriptSafeJson } from '../seo.service';
import type { ApiBody, CatalogSnapshot } from './snapshot-bodies';

/** What every storefront page reads while it renders: the layout's banner and footer. */
const LAYOUT_READS: readonly FixedReadName[] = ['activePromotion', 'storeProfile'];
/** The home page's own reads (home-page.tsx, hero.tsx, showcases.tsx). */
const HOME_READS: readonly FixedReadName[] = ['bestSellers', 'collections', 'hero', 'showcases'];

// The images as the client draws them; a preload with other candidates would fetch twice.
/** hero.tsx: the still image, without variants. */
const HERO_STILL = '/hero.svg';
/** product-card.tsx: GRID_SIZES; the card's `src` is the 800 px variant. */
const GRID_SIZES = '(min-width: 1024px) 33vw, 50vw';
/** product-gallery.tsx: MAIN_SIZES; the main image's `src` is the 1600 px variant. */
const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preloadImage(src: string, srcset?: string, sizes?: string): string {
  const candidates = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}"${candidates} />`;
}

/**
 * A page that arrives rendered needs its script only to become interactive, not to paint: fetched
 * at low priority, it leaves the bandwidth to the stylesheet and the largest image first.
 */
const lowPriorityScripts = (html: string) =>
  html.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );

function pageDataScript(entries: readonly (readonly [string, ApiBody])[]): string {
  const members = entries.map(([url, read]) => `${JSON.stringify(url)}:${read.json}`);
  return `<script id="page-data" type="application/json">${scriptSafeJson(`{${members.join(',')}}`)}</script>`;
}

interface PagePlan {
  /** The same key for every URL that renders to the same HTML. */
  key: string;
  /** The address the page is rendered at: one for every URL of the key. */
  path: string;
  reads: [string, ApiBody][];
  preload: string | null;
}

/** What the page at `url` carries, or null for pages the snapshot does not render. */
function planPage(snapshot: CatalogSnapshot, url: URL): PagePlan | null {
  const fixed = (name: FixedReadName): [string, ApiBody] => [
    readUrl(name, {}),
    snapshot.fixed(name),
  ];
  const layout = LAYOUT_READS.map(fixed);
  if (url.pathname === '/') {
    const home = HOME_READS.map(fixed);
    return {
      key: '/',
      path: '/',
      reads: [...home, ...layout],
      preload: preloadImage(HERO_STILL),
    };
  }
  if (url.pathname === '/products') {
    // shop-page.tsx: the parameter as the address has it, "all" and empty meaning none.
    const requested = url.searchParams.get('collection');
    const collection = requested && requested !== 'all' ? requested : null;
    const parsed = ProductListQuerySchema.safeParse({ collection: collection ?? undefined });
    // A name the API refuses (400) leaves the page to the renderer that has no data, and so does
    // a name that is no collection: every page rendered costs a render and a cache entry, and
    // made-up names must not buy them.
    if (!parsed.success) return null;
    const shown = parsed.data.collection;
    const known = (name: string) =>
      snapshot.data.reads.collections.collections.some((c) => c.name === name);
    if (shown !== undefined && !known(shown)) return null;
    const query = collection === null ? '' : `?${new URLSearchParams({ collection }).toString()}`;
    const first = snapshot.data.reads.products.products.find((product) =>
      isInCollection(product, shown),
    );
    return {
      key: `/products?${collection ?? ''}`,
      path: `/products${query}`,
      reads: [
        // shop-page.tsx asks with the collection as the address has it (useProducts).
        [
          readUrl('products', collection === null ? {} : { collection }),
          snapshot.productList(shown),
        ],
        fixed('collectionNames'),
        ...layout,
      ],
      preload: first
        ? preloadImage(
            imageVariantUrl(first.imageUrl, 800),
            imageSrcSet(first.imageUrl),
            GRID_SIZES,
          )
        : null,
    };
  }
  const encodedId = /^\/product\/([^/]+)$/.exec(url.pathname)?.[1];
  if (encodedId === undefined) return null;
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return null;
  }
  const product = snapshot.product(id);
  const shown = snapshot.data.productsById.get(id.toLowerCase());
  if (!product || !shown) return null;
  return {
    key: `/product/${id}`,
    path: `/product/${encodeURIComponent(id)}`,
    // useProduct(id) asks with the id from the address.
    reads: [[readUrl('product', { id }), product], ...layout],
    preload: preloadImage(
      imageVariantUrl(shown.imageUrl, 1600),
      imageSrcSet(shown.imageUrl),
      GALLERY_SIZES,
    ),
  };
}

export interface StorefrontPage {
  key: string;
  render: () => Promise<string>;
}

/**
 * The page's markup inside `#root` (the storefront's server build), or null to leave `#root`
 * empty for the browser to render.
 */
export type RenderRoot = (input: StorefrontRenderInput) => Promise<string | null>;

/** The page at `url` made from the snapshot, or null when the usual renderer answers it. */
export function storefrontPage(
  snapshot: CatalogSnapshot,
  url: URL,
  template: string,
  publicUrl: string,
  renderRoot: RenderRoot,
): StorefrontPage | null {
  const plan = planPage(snapshot, url);
  if (!plan) return null;
  return {
    key: plan.key,
    render: async () => {
      const pageData = Object.fromEntries(plan.reads.map(([path, read]) => [path, read.json]));
      const [head, root] = await Promise.all([
        pageHead(snapshot.headSource, url, snapshot.data.readAt),
        renderRoot({ path: plan.path, pageData }),
      ]);
      // A rendered page holds taps until it is hydrated (decision 039).
      const extraHead = [plan.preload, root === null ? null : EARLY_EVENTS_SCRIPT];
      const html = renderHead(template, head, publicUrl, {
        extraHead: extraHead.filter(Boolean).join('\n    ') || undefined,
        root: root ?? undefined,
        bodyEnd: pageDataScript(plan.reads),
      });
      return root === null ? html : lowPriorityScripts(html);
    },
  };
}
