// Every TanStack Query key of the app, so that a write in one area can invalidate a read in another.
export const queryKeys = {
  me: ['me'] as const,
  /** How the owner proves the owner's address: setup code, e-mailed link, or already claimed. */
  authSetup: ['auth-setup'] as const,
  products: {
    /** Every product read: an admin product write invalidates them all at once. */
    all: ['products'] as const,
    list: (collection: string | null) => ['products', 'list', { collection }] as const,
    newArrivals: ['products', 'new-arrivals'] as const,
    bestSellers: ['products', 'best-sellers'] as const,
    collectionNames: ['products', 'collection-names'] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
  },
  collections: ['collections'] as const,
  promotions: {
    all: ['promotions'] as const,
    active: ['promotions', 'active'] as const,
  },
  content: {
    all: ['content'] as const,
    hero: ['content', 'hero'] as const,
    showcases: ['content', 'showcases'] as const,
    sizeChart: ['content', 'size-chart'] as const,
  },
  paymentMethods: ['payment-methods'] as const,
  discounts: {
    /** The reminder badge's periodic check of the stored newsletter code. */
    check: (code: string) => ['discounts', 'check', code] as const,
  },
  /** The signed-in shopper's own data: dropped as a whole on sign-out. */
  account: {
    all: ['account'] as const,
    profile: ['account', 'profile'] as const,
    orders: ['account', 'orders'] as const,
    order: (id: string) => ['account', 'orders', id] as const,
  },
  newsletter: {
    unsubscribe: (email: string, token: string) =>
      ['newsletter', 'unsubscribe', { email, token }] as const,
  },
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    products: ['admin', 'products'] as const,
    product: (id: string) => ['admin', 'products', id] as const,
    collections: ['admin', 'collections'] as const,
    hero: ['admin', 'hero'] as const,
    showcases: ['admin', 'showcases'] as const,
    showcaseProducts: ['admin', 'showcases', 'products'] as const,
    sizeChart: ['admin', 'size-chart'] as const,
    promotions: ['admin', 'promotions'] as const,
    orders: {
      /** Every order read: an order write invalidates the lists and the open detail at once. */
      all: ['admin', 'orders'] as const,
      list: (filter: { status: string; q: string }) => ['admin', 'orders', 'list', filter] as const,
      detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
    },
    /** Who is on the storefront now; the admin feed pushes each change into it. */
    liveVisitors: ['admin', 'live-visitors'] as const,
    /** Whether this browser receives the owner's push alerts. */
    pushAlerts: ['admin', 'push-alerts'] as const,
  },
};
