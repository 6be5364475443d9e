// Every URL of the app, for the router and for every link: a renamed page changes here only.
// Spec: storefront §2 and admin §2.

const encode = encodeURIComponent;

export const paths = {
  home: '/',
  products: (collection?: string | null) =>
    collection ? `/products?collection=${encode(collection)}` : '/products',
  product: (id: string) => `/product/${encode(id)}`,
  newArrivals: '/new-arrivals',
  collections: '/collections',
  cart: '/cart',
  checkout: '/checkout',
  auth: '/auth',
  account: '/account',
  order: (id: string) => `/order/${encode(id)}`,
  trackOrder: '/track-order',
  /** The tracking form filled in, as the checkout and the confirmation e-mail link to it. */
  trackOrderLookup: (orderNumber: string, email: string) =>
    `/track-order?${new URLSearchParams({ order: orderNumber, email })}`,
  about: '/about',
  sizeChart: '/size-chart',
  returns: '/returns',
  shipping: '/shipping',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  unsubscribe: '/unsubscribe',
  siteLocked: '/site-locked',

  admin: {
    login: '/admin/login',
    dashboard: '/admin',
    products: '/admin/products',
    newProduct: '/admin/products/new',
    editProduct: (id: string) => `/admin/products/${encode(id)}/edit`,
    collections: '/admin/collections',
    orders: '/admin/orders',
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
  },
} as const;

/** Route patterns, relative to their parent route, for the ones the router defines. */
export const routePatterns = {
  products: 'products',
  product: 'product/:id',
  newArrivals: 'new-arrivals',
  collections: 'collections',
  about: 'about',
  sizeChart: 'size-chart',
  returns: 'returns',
  shipping: 'shipping',
  contact: 'contact',
  privacy: 'privacy',
  terms: 'terms',
  cart: 'cart',
  checkout: 'checkout',
  account: 'account',
  order: 'order/:id',
  trackOrder: 'track-order',
  unsubscribe: 'unsubscribe',
  auth: 'auth',
  adminLogin: 'admin/login',
  admin: 'admin',
  notFound: '*',
  /** Children of `admin`, relative to it. */
  adminScreens: {
    products: 'products',
    newProduct: 'products/new',
    editProduct: 'products/:id/edit',
    collections: 'collections',
    hero: 'hero',
    showcases: 'showcases',
    sizeChart: 'size-chart',
    promotions: 'promotions',
  },
} as const;
