// Titles and descriptions of the public pages, used by the server (in the HTML it sends, for
// search engines and link previews) and by the client (document.title as the shopper moves).

export const SITE_NAME = 'CTK';
export const SITE_DESCRIPTION =
  'CTK: faith-based streetwear, made to order, printed and shipped in the U.S.';

export interface PageMeta {
  title: string;
  description: string;
  /** Pages that are nobody's search result (account, cart, sign-in, unknown paths). */
  noindex?: boolean;
}

const page = (title: string, description: string, noindex = false): PageMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  ...(noindex ? { noindex } : {}),
});

export const STATIC_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': { title: `${SITE_NAME} | Faith-Based Streetwear`, description: SITE_DESCRIPTION },
  '/products': page(
    'Shop All',
    'Every tee, hoodie and crewneck in the store, made to order in the U.S.',
  ),
  '/new-arrivals': page('New Arrivals', 'The latest drops from CTK.'),
  '/collections': page('Collections', 'Shop CTK by collection.'),
  '/about': page('Our Mission', 'Why we make faith-based streetwear, and how.'),
  '/size-chart': page('Size Chart', 'Measurements and fit of CTK garments.'),
  '/returns': page(
    'Returns & Exchanges',
    'All sales are final; what to do if your order arrives damaged.',
  ),
  '/shipping': page(
    'Shipping Information',
    'Flat $5.00 U.S. shipping, free from $150.00; processing and delivery times.',
  ),
  '/contact': page('Contact Us', 'Questions about an order or a size? Write to us.'),
  '/privacy': page('Privacy Policy', 'How CTK handles your personal information.'),
  '/terms': page('Terms of Service', 'The terms of buying from CTK.'),
  '/track-order': page('Track Order', 'Find your order with its number and your e-mail.'),
  '/cart': page('Shopping Cart', 'Your cart.', true),
  '/checkout': page('Checkout', 'Check out.', true),
  '/auth': page('Sign In', 'Sign in or create an account.', true),
  '/account': page('My Account', 'Your profile and orders.', true),
  '/unsubscribe': page('Unsubscribe', 'Unsubscribe from the newsletter.', true),
  '/site-locked': page('Be Back Soon', 'The store is closed for a moment.', true),
};

export const NOT_FOUND_META: PageMeta = page(
  'Page Not Found',
  "The page you're looking for doesn't exist or has been moved.",
  true,
);

export function collectionPageMeta(collection: string): PageMeta {
  return page(`${collection} Collection`, `Shop the ${collection} collection from CTK.`);
}

export function productPageMeta(product: { name: string; description: string }): PageMeta {
  const description = product.description.replace(/\s+/g, ' ').trim();
  return page(
    product.name,
    description.length > 160 ? `${description.slice(0, 157)}...` : description || SITE_DESCRIPTION,
  );
}
