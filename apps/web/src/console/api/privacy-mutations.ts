import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPrivacySearchRequest, TPrivacySearchResult } from '@hospedar/contracts/console/privacy';
import type { TErasureReport, TRetentionSetting } from '@hospedar/contracts/privacy/guest-rights';
import { consoleDownload, consoleFetch } from './console-fetch.ts';
import { privacyAuditQuery, retentionQuery } from './console-queries.ts';

/** The search is a POST (the guest's name stays out of URLs and logs: decision 241). */
export function usePrivacySearch() {
  return useMutation({
    mutationFn: (body: TPrivacySearchRequest) =>
      consoleFetch<TPrivacySearchResult>('POST', '/api/console/privacy/search', body),
  });
}

/** Downloads the guest's zip; the audit log gains the export. */
export function useExportGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) =>
      consoleDownload(`/api/console/privacy/guests/${guestId}/export`, `guest-data-${guestId}.zip`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyAuditQuery.queryKey }),
  });
}

export function useEraseGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) =>
      consoleFetch<TErasureReport>('POST', `/api/console/privacy/guests/${guestId}/erase`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyAuditQuery.queryKey }),
  });
}

export function useSetRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRetentionSetting) =>
      consoleFetch<TRetentionSetting>('PUT', '/api/console/privacy/retention', body),
    onSuccess: (setting) => {
      queryClient.setQueryData(retentionQuery.queryKey, setting);
      return queryClient.invalidateQueries({ queryKey: privacyAuditQuery.queryKey });
    },
  });
}
