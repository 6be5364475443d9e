import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '../../lib/auth-client';
import { SIGNED_OUT, useRefreshMe } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { paths } from '../../paths';

/**
 * Ends a session that turned out not to be the owner's, without the storefront's sign-out
 * toast and redirect: the login page explains the refusal itself.
 */
function useEndNonAdminSession(): () => Promise<void> {
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

export interface AdminEntryTexts {
  /** Shown when the account is not the owner's (spec admin §5). */
  refused: string;
  welcome: string;
}

/**
 * Signs in or up, then asks the server whether the account is the owner's: the owner goes to
 * the dashboard, anyone else is signed out again with the refusal. Both admin forms use it.
 */
export function useEnterAdmin(): (
  authenticate: () => Promise<string | null>,
  texts: AdminEntryTexts,
) => Promise<void> {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const endNonAdminSession = useEndNonAdminSession();
  return useCallback(
    async (authenticate, texts) => {
      const failure = await authenticate();
      if (failure) {
        toast.error(failure);
        return;
      }
      const me = await refreshMe().catch(() => null);
      if (!me?.isAdmin) {
        await endNonAdminSession();
        toast.error(texts.refused);
        return;
      }
      toast.success(texts.welcome);
      await navigate(paths.admin.dashboard);
    },
    [navigate, refreshMe, endNonAdminSession],
  );
}
