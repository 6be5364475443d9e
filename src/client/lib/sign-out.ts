import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../ui/toast';
import { paths } from '../paths';
import { announceStorageChange, removeStorage } from './browser-storage';
import { SIGNED_OUT } from './me';
import { queryKeys } from './query-keys';
import { STORAGE_KEYS } from './storage-keys';

export const SIGNED_OUT_MESSAGE = 'Signed out successfully';

/** The history entry (location key) the last sign-out happened on. */
let signedOutAt: string | null = null;

/** Ends the session and forgets this browser's cart and discount (spec storefront §4, Auth). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locationKey = useLocation().key;

  return useCallback(async () => {
    try {
      // Loaded on demand: the auth client is not needed to browse the store.
      const { authClient } = await import('./auth-client');
      const { error } = await authClient.signOut();
      if (error) console.error('Sign-out failed; clearing local state anyway', error);
    } catch (error) {
      console.error('Sign-out failed; clearing local state anyway', error);
    }

    removeStorage('local', STORAGE_KEYS.cart);
    removeStorage('local', STORAGE_KEYS.appliedDiscount);
    removeStorage('session', STORAGE_KEYS.appliedDiscount);
    // The storefront's cart context re-reads the stored cart on this event, so the header badge
    // and an open cart page empty at once; the discount reminder re-checks the flag by itself.
    announceStorageChange(STORAGE_KEYS.cart);

    signedOutAt = locationKey;
    queryClient.removeQueries({ queryKey: queryKeys.admin.all });
    queryClient.removeQueries({ queryKey: queryKeys.account.all });
    queryClient.setQueryData(queryKeys.me, SIGNED_OUT);
    // The server has the last word: if its sign-out failed, the session shows up again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });

    toast.success(SIGNED_OUT_MESSAGE);
    await navigate(paths.home);
  }, [locationKey, navigate, queryClient]);
}

/**
 * Where a page that needs sign-in sends a signed-out visitor: /auth, except on the page where
 * the visitor has just signed out, which goes home like every sign-out (spec §4). The router
 * renders the next page in a transition, so such a page sees the signed-out state before
 * sign-out's own navigation replaces it.
 */
export function useSignedOutRedirect(): string {
  const { key } = useLocation();
  return signedOutAt === key ? paths.home : paths.auth;
}
