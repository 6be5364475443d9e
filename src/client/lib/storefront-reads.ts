// The storefront's reads as TanStack queries, from the table (shared/storefront/
// storefront-reads.ts): each one's key and request come from its entry, so a page's data (keyed
// by the same URLs, lib/page-queries.ts) and an admin write's invalidation meet the same keys.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  readKey,
  readsWrittenBy,
  STOREFRONT_READS,
  type ReadInput,
  type StorefrontReadName,
  type StorefrontWriter,
} from '../../shared/storefront/storefront-reads';
import { callRead } from './api';

/**
 * The query of one read with this input; a hook adds its own `select`, `staleTime` and so on.
 * @example useQuery({ ...readQuery('hero', {}), select: (data) => data.hero })
 */
export function readQuery<N extends StorefrontReadName>(name: N, input: ReadInput<N>) {
  return queryOptions({
    queryKey: readKey(name, input),
    queryFn: ({ signal }) => callRead(name, input, signal),
  });
}

/** After an admin write to `area`: every storefront read it changes is read again when used. */
export function invalidateStorefrontReads(
  queryClient: QueryClient,
  area: StorefrontWriter,
): Promise<void[]> {
  return Promise.all(
    readsWrittenBy(area).map((name) =>
      queryClient.invalidateQueries({ queryKey: STOREFRONT_READS[name].key }),
    ),
  );
}
