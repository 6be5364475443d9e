import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/** "Load more" under a paged list, while the server has another page (TanStack's infinite query). */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
        Load more
      </Button>
    </div>
  );
}
