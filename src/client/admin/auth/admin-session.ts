import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authClient } from '../../lib/auth-client';
import { SIGNED_OUT } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';

/**
 * Ends a session that turned out not to be the owner's, without the storefront's sign-out
 * toast and redirect: the login page explains the refusal itself.
 */
export function useEndNonAdminSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) console.error('Could not end the non-admin session', error);
    } catch (error) {
      console.error('Could not end the non-admin session', error);
    }
    queryClient.setQueryData(queryKeys.me, SIGNED_OUT);
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);
}
