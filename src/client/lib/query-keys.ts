// Every TanStack Query key of the app, so that a write in one area can invalidate a read in another.
export const queryKeys = {
  me: ['me'] as const,
  products: {
    all: ['products'] as const,
    list: (collection: string | null) => ['products', 'list', { collection }] as const,
  },
  collections: ['collections'] as const,
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
  },
};
