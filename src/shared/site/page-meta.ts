// Titles and descriptions of the public pages, used by the server (in the HTML it sends, for
// search engines and link previews) and by the client (document.title as the shopper moves).
// Titles carry the store's name as the owner set it in Settings: `documentTitle` adds it.
import { HOME_PAGE_META, pageMeta as page, SHOP_PAGE_META, type PageMeta } from './page-meta-base';

export {
  collectionPageMeta,
  documentTitle,
  HOME_PAGE_META,
  NOT_FOUND_META,
  productPageMeta,
  SITE_DESCRIPTION,
  type PageMeta,
} from './page-meta-base';

export const STATIC_PAGE_META = {
  '/': HOME_PAGE_META,
  '/products': SHOP_PAGE_META,
  '/new-arrivals': page(
    'New Arrivals',
    'The latest CTK drops: new faith-based streetwear, made to order in the U.S.',
  ),
  '/collections': page(
    'Collections',
    'Browse CTK collections: Halloween, WNBA, WNBA Hall of Fame, NBA and more.',
  ),
  '/about': page(
    'Our Mission',
    'CTK is faith-based streetwear: made to order in the U.S., designed to start conversations about what we believe.',
  ),
  '/size-chart': page(
    'Size Chart',
    'Measurements and fit guide for CTK tees, long sleeves, crewnecks and hoodies.',
  ),
  '/returns': page(
    'Returns & Exchanges',
    'All sales are final. Damaged or defective items are reported within 7 days of delivery.',
  ),
  '/shipping': page(
    'Shipping Information',
    'Free U.S. shipping on orders of $150.00 or more. Made to order: processing takes 3-7 business days, then delivery takes 1-5 business days.',
  ),
  '/contact': page(
    'Contact Us',
    'Questions about an order, sizing or our designs? Send CTK a message. We reply within 24 business hours.',
  ),
  '/privacy': page(
    'Privacy Policy',
    'What CTK collects when you shop, subscribe or contact us, why, and the choices you have.',
  ),
  '/terms': page(
    'Terms of Service',
    'The terms of buying from CTK: orders, prices, shipping, and our all-sales-final policy.',
  ),
  '/track-order': page('Track Order', 'Find your order with its number and your e-mail.'),
  '/cart': page('Shopping Cart', 'Your cart.', true),
  '/checkout': page('Checkout', 'Check out.', true),
  '/order-confirmation': page('Order Confirmed', 'Your order and what happens next.', true),
  '/auth': page('Sign In', 'Sign in or create a CTK account to see your orders and profile.', true),
  '/reset-password': page('Reset Password', 'Choose a new password for your CTK account.', true),
  '/account': page('My Account', 'Your profile and orders.', true),
  '/unsubscribe': page('Unsubscribe', 'Unsubscribe from the newsletter.', true),
  '/site-locked': page('Be Back Soon', 'The store is closed for a moment.', true),
  '/search': page('Search', 'Search CTK streetwear by name, collection or colour.', true),
} satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof STATIC_PAGE_META;

/** The head of a page that has no product or collection of its own. */
export function staticPageMeta(path: StaticPagePath): PageMeta {
  return STATIC_PAGE_META[path];
}

/** The same for any path, or undefined when the path is not one of these pages. */
export function findStaticPageMeta(path: string): PageMeta | undefined {
  return Object.hasOwn(STATIC_PAGE_META, path)
    ? STATIC_PAGE_META[path as StaticPagePath]
    : undefined;
}

/** The results page of one search: nobody's search result itself. */
export function searchPageMeta(q: string): PageMeta {
  return q
    ? page(`Search: ${q}`, STATIC_PAGE_META['/search'].description, true)
    : STATIC_PAGE_META['/search'];
}
