import type { ListQuery } from './list-page';

/** What `ListPage` needs of a paged list query (TanStack's `useInfiniteQuery`). */
export interface PagedQuery<Page> {
  data: { pages: readonly Page[] } | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A paged query as the one list the page shows, its pages' items in order:
 * `pagedList(orders, (page) => page.orders)`. `LoadMore` asks the query for the next page.
 */
export function pagedList<Page, Item>(
  query: PagedQuery<Page>,
  items: (page: Page) => readonly Item[],
): ListQuery<Item> {
  return {
    data: query.data?.pages.flatMap(items),
    error: query.error,
    isPending: query.isPending,
    refetch: query.refetch,
  };
}
