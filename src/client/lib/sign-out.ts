import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../paths';
import { announceStorageChange, removeStorage } from './browser-storage';
import { SIGNED_OUT } from './me';
import { queryKeys } from './query-keys';
import { STORAGE_KEYS } from './storage-keys';

export const SIGNED_OUT_MESSAGE = 'Signed out successfully';

/** Ends the session and forgets this browser's cart and discount (spec storefront §4, Auth). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

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
    announceStorageChange(STORAGE_KEYS.cart);

    queryClient.removeQueries({ queryKey: queryKeys.admin.all });
    queryClient.setQueryData(queryKeys.me, SIGNED_OUT);
    // The server has the last word: if its sign-out failed, the session shows up again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });

    toast.success(SIGNED_OUT_MESSAGE);
    await navigate(paths.home);
  }, [navigate, queryClient]);
}
