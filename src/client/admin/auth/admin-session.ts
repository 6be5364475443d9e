import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import type { Me, SignIn } from '../../../shared/auth/auth.schema';
import { api, callApi } from '../../lib/api';
import { authClient, authErrorMessage } from '../../lib/auth-client';
import { SIGNED_OUT } from '../../lib/me';
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
 * After a sign-in or sign-up, with the server's word on who it is: the owner goes to the
 * dashboard, anyone else is signed out again with the refusal. Both admin forms end with it.
 */
export function useEnterAdmin(): (me: Me | null, texts: AdminEntryTexts) => Promise<void> {
  const navigate = useNavigate();
  const endNonAdminSession = useEndNonAdminSession();
  return useCallback(
    async (me, texts) => {
      if (!me?.isAdmin) {
        await endNonAdminSession();
        toast.error(texts.refused);
        return;
      }
      toast.success(texts.welcome);
      await navigate(paths.admin.dashboard);
    },
    [navigate, endNonAdminSession],
  );
}

/**
 * Signs in on /admin/login; null on success, else the message to show. The server answers a
 * wrong password alike for every address, and another account's right password with
 * "Unauthorized: This page is for admin access only", so the page never needs to know the
 * owner's address.
 */
export async function signInAsAdmin(values: SignIn): Promise<string | null> {
  try {
    await callApi(api.auth['sign-in'].admin.$post({ json: values }));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : authErrorMessage({});
  }
}
