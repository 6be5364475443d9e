import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveVisitors } from '../../../shared/realtime/presence.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { listenToAdminFeed } from '../layout/admin-feed';

/** The newer of two snapshots: a slow first load must not undo a change pushed meanwhile. */
function newer(current: LiveVisitors | undefined, next: LiveVisitors): LiveVisitors {
  return current && current.asOf > next.asOf ? current : next;
}

/**
 * Who is on the storefront now (spec admin §2 Live Visitors): read once, then kept current by
 * the admin feed, which pushes every join, leave and new page. No polling.
 */
export function useLiveVisitors() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      listenToAdminFeed((message) => {
        if (message.type !== 'presence') return;
        queryClient.setQueryData<LiveVisitors>(queryKeys.admin.liveVisitors, (current) =>
          newer(current, message.payload),
        );
      }),
    [queryClient],
  );

  return useQuery({
    queryKey: queryKeys.admin.liveVisitors,
    queryFn: async ({ signal }) => {
      const loaded = await callApi(api.admin['live-visitors'].$get({}, { init: { signal } }));
      return newer(queryClient.getQueryData<LiveVisitors>(queryKeys.admin.liveVisitors), loaded);
    },
    // Pushed changes keep it current while the feed is open; a remount reads it again.
    staleTime: 0,
  });
}

/** Now, every second, for times online that count up on screen. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
