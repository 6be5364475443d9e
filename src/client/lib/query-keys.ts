// Every TanStack Query key of the app but the storefront's reads' (their table,
// shared/storefront/storefront-reads.ts, holds those), so that a write in one area can
// invalidate a read in another.
export const queryKeys = {
  me: ['me'] as const,
  /** How the owner proves the owner's address: setup code, e-mailed link, or already claimed. */
  authSetup: ['auth-setup'] as const,
  products: {
    /** Every product query: the storefront reads' lists and details, and the searches. */
    all: ['products'] as const,
    /** Every search: an admin product or collection write invalidates them. */
    searches: ['products', 'search'] as const,
    /** A search: the results page (limit undefined) or the header's suggestions. */
    search: (q: string, limit?: number) => ['products', 'search', { q, limit }] as const,
  },
  paymentMethods: ['payment-methods'] as const,
  discounts: {
    /** The reminder badge's check of the stored newsletter code, one per page shown. */
    check: (code: string, page: string) => ['discounts', 'check', code, page] as const,
  },
  /** The signed-in shopper's own data: dropped as a whole on sign-out. */
  account: {
    all: ['account'] as const,
    profile: ['account', 'profile'] as const,
    orders: ['account', 'orders'] as const,
    order: (id: string) => ['account', 'orders', id] as const,
  },
  /** A guest's order, looked up by its number and e-mail (the page after "I've Sent the Payment"). */
  trackedOrder: (orderNumber: string, email: string) =>
    ['tracked-order', { orderNumber, email }] as const,
  newsletter: {
    unsubscribe: (email: string, token: string) =>
      ['newsletter', 'unsubscribe', { email, token }] as const,
  },
  /** The locked page's view of the site lock. */
  siteLock: ['site-lock'] as const,
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    /** The launch checklist (decision 066). */
    launch: ['admin', 'launch'] as const,
    products: ['admin', 'products'] as const,
    /** The product list, or with `q` the products that match it. */
    productList: (q: string) => ['admin', 'products', 'list', { q }] as const,
    product: (id: string) => ['admin', 'products', id] as const,
    collections: ['admin', 'collections'] as const,
    hero: ['admin', 'hero'] as const,
    showcases: ['admin', 'showcases'] as const,
    showcaseProducts: ['admin', 'showcases', 'products'] as const,
    sizeChart: ['admin', 'size-chart'] as const,
    promotions: ['admin', 'promotions'] as const,
    discounts: ['admin', 'discounts'] as const,
    popup: ['admin', 'popup'] as const,
    orders: {
      /** Every order read: an order write invalidates the lists and the open detail at once. */
      all: ['admin', 'orders'] as const,
      list: (filter: { status: string; q: string }) => ['admin', 'orders', 'list', filter] as const,
      detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
      /** Under the detail: what refreshes or removes the detail does the same to its history. */
      timeline: (id: string) => ['admin', 'orders', 'detail', id, 'timeline'] as const,
    },
    customers: {
      list: (view: { q: string; sort: string; dir: string }) =>
        ['admin', 'customers', 'list', view] as const,
      detail: (id: string) => ['admin', 'customers', 'detail', id] as const,
    },
    siteLock: ['admin', 'site-lock'] as const,
    /** Who is on the storefront now; the admin feed pushes each change into it. */
    liveVisitors: ['admin', 'live-visitors'] as const,
    /** Whether this browser receives the owner's push alerts. */
    pushAlerts: ['admin', 'push-alerts'] as const,
    settings: ['admin', 'settings'] as const,
    subscribers: {
      /** Every subscriber read: an add or delete invalidates the lists and counts at once. */
      all: ['admin', 'subscribers'] as const,
      stats: ['admin', 'subscribers', 'stats'] as const,
      list: (q: string) => ['admin', 'subscribers', 'list', { q }] as const,
    },
    newsletter: {
      campaigns: ['admin', 'newsletter', 'campaigns'] as const,
      preview: (draft: unknown) => ['admin', 'newsletter', 'preview', draft] as const,
    },
    mail: {
      all: ['admin', 'mail'] as const,
      transport: ['admin', 'mail', 'transport'] as const,
      list: ['admin', 'mail', 'list'] as const,
      message: (id: string) => ['admin', 'mail', 'message', id] as const,
      /** Mail tried and not gone out: the outbox on the Mail screen. */
      outbox: ['admin', 'mail', 'outbox'] as const,
    },
  },
};
