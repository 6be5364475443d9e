// Every URL of the app, for the router and for every link: a renamed page changes here only.
// Spec: storefront §2 and admin §2.

const encode = encodeURIComponent;

/** A URL that takes values: call it for a link; the router matches its `pattern`. */
function withPattern<Args extends unknown[]>(pattern: string, build: (...args: Args) => string) {
  return Object.assign(build, { pattern });
}

/** A page of one record, e.g. `/product/:id`: the link fills in the id. */
function byId(pattern: `${string}:id${string}`) {
  return withPattern(pattern, (id: string) => pattern.replace(':id', encode(id)));
}

export const paths = {
  home: '/',
  products: withPattern('/products', (collection?: string | null) =>
    collection ? `/products?collection=${encode(collection)}` : '/products',
  ),
  product: byId('/product/:id'),
  newArrivals: '/new-arrivals',
  collections: '/collections',
  cart: '/cart',
  checkout: '/checkout',
  auth: '/auth',
  /** Where the e-mailed password-reset link lands (the server names it too). */
  resetPassword: '/reset-password',
  account: '/account',
  order: byId('/order/:id'),
  trackOrder: '/track-order',
  /** The tracking form filled in, as the checkout and the confirmation e-mail link to it. */
  trackOrderLookup: (orderNumber: string, email: string) =>
    `/track-order?${new URLSearchParams({ order: orderNumber, email })}`,
  /** Where a guest lands after "I've Sent the Payment". */
  orderConfirmation: '/order-confirmation',
  orderConfirmationFor: (orderNumber: string, email: string) =>
    `/order-confirmation?${new URLSearchParams({ order: orderNumber, email })}`,
  about: '/about',
  sizeChart: '/size-chart',
  returns: '/returns',
  shipping: '/shipping',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  unsubscribe: '/unsubscribe',
  siteLocked: '/site-locked',
  /** Search results; the query is in the URL, so a search can be shared and Back returns to it. */
  search: withPattern('/search', (q?: string) =>
    q ? `/search?${new URLSearchParams({ q })}` : '/search',
  ),

  admin: {
    login: '/admin/login',
    dashboard: '/admin',
    products: '/admin/products',
    newProduct: '/admin/products/new',
    editProduct: byId('/admin/products/:id/edit'),
    collections: '/admin/collections',
    orders: '/admin/orders',
    /** The Orders screen's view of orders awaiting payment, oldest first (dashboard link). */
    awaitingPayment: '/admin/orders?status=pending_payment',
    /** The Orders screen searched for one order, its detail open (as the new-order e-mail links). */
    orderInOrders: (orderNumber: string, id: string) =>
      `/admin/orders?${new URLSearchParams({ q: orderNumber, order: id })}`,
    customers: '/admin/customers',
    /** One customer: the key of their address (shared/customers/customer.schema.ts). */
    customer: byId('/admin/customers/:id'),
    newsletter: '/admin/newsletter',
    subscribers: '/admin/subscribers',
    popup: '/admin/popup',
    sizeChart: '/admin/size-chart',
    siteLock: '/admin/site-lock',
    hero: '/admin/hero',
    showcases: '/admin/showcases',
    discounts: '/admin/discounts',
    promotions: '/admin/promotions',
    liveVisitors: '/admin/live-visitors',
    settings: '/admin/settings',
    /** The mail the store kept (no SMTP) or sent: listed in the menu only without SMTP. */
    mail: '/admin/mail',
  },
} as const;

/** Whether a pathname is in the back office (the login page included). */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.dashboard || pathname.startsWith(`${paths.admin.dashboard}/`);
}
