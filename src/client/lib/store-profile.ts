import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STORE_NAME } from '../../shared/site/store-profile';
import { readQuery } from './storefront-reads';

/** The store's name and social links as the owner set them (Settings): one read for every page. */
export function useStoreProfile() {
  return useQuery({
    ...readQuery('storeProfile', {}),
    select: (data) => data.profile,
    staleTime: 5 * 60_000,
  });
}

/**
 * The store's name, or null while it loads: the HTML the server sent already has the right
 * title, so nothing should replace it with a guess. A failed read falls back to the default.
 */
export function useStoreName(): string | null {
  const profile = useStoreProfile();
  if (profile.data) return profile.data.storeName;
  return profile.isError ? DEFAULT_STORE_NAME : null;
}
