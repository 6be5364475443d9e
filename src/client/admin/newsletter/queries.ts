import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignDraftInput } from '../../../shared/marketing/campaign.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const newsletter = api.admin.newsletter;

/** While a campaign's mails are still going out, the list is read again this often. */
const PROGRESS_REFRESH_MS = 2_000;

/** The latest campaigns with delivered / failed counts, refreshed while any is in progress. */
export function useCampaigns() {
  return useQuery({
    queryKey: queryKeys.admin.newsletter.campaigns,
    queryFn: ({ signal }) => callApi(newsletter.campaigns.$get({}, { init: { signal } })),
    select: (data) => data.campaigns,
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((campaign) => campaign.pending > 0)
        ? PROGRESS_REFRESH_MS
        : false,
  });
}

/** The e-mail as the server's template renders it; the previous one stays while typing. */
export function useCampaignPreview(draft: CampaignDraftInput) {
  return useQuery({
    queryKey: queryKeys.admin.newsletter.preview(draft),
    queryFn: ({ signal }) =>
      callApi(newsletter.preview.$post({ json: draft }, { init: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: (draft: CampaignDraftInput) => callApi(newsletter.test.$post({ json: draft })),
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, key }: { draft: CampaignDraftInput; key: string }) =>
      callApi(newsletter.campaigns.$post({ json: draft, header: { 'idempotency-key': key } })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.newsletter.campaigns }),
  });
}
