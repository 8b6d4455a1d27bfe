import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettingsAuditList } from '@hospedar/contracts/console/settings-audit';
import type { TSettingsSectionName, TSettingsValues } from '@hospedar/contracts/console/settings-sections';
import type { TTermsPublication, TTermsSettings } from '@hospedar/contracts/console/settings-terms';
import { consoleFetch } from './console-fetch.ts';
import { hotelConfigQuery } from './console-queries.ts';

/** One section of the hotel's settings as saved (decision 208). */
export const settingsSectionQuery = <Name extends TSettingsSectionName>(name: Name) =>
  queryOptions({
    queryKey: ['console', 'settings', 'section', name],
    queryFn: () => consoleFetch<TSettingsValues[Name]>('GET', `/api/console/settings/${name}`),
  });

/** Who changed which section, and when. */
export const settingsAuditQuery = queryOptions({
  queryKey: ['console', 'settings', 'audit'],
  queryFn: () => consoleFetch<TSettingsAuditList>('GET', '/api/console/settings/audit'),
});

/**
 * Saves a section: the answer replaces the cached section, and the history, the summary and the
 * hotel's public configuration (the console's own theme) are read again.
 */
export function useSaveSettings<Name extends TSettingsSectionName>(name: Name) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: TSettingsValues[Name]) =>
      consoleFetch<TSettingsValues[Name]>('PUT', `/api/console/settings/${name}`, value),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsSectionQuery(name).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsAuditQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['console', 'settings', 'summary'] }),
        queryClient.invalidateQueries({ queryKey: hotelConfigQuery.queryKey }),
      ]);
    },
  });
}

/** The terms of use and privacy policy: texts in force and every version (decision 232). */
export const termsSettingsQuery = queryOptions({
  queryKey: ['console', 'settings', 'terms'],
  queryFn: () => consoleFetch<TTermsSettings>('GET', '/api/console/settings/terms'),
});

/** Publishes a new version of one type; the answer replaces the cached terms, the history is read again. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publication: TTermsPublication) =>
      consoleFetch<TTermsSettings>('PUT', '/api/console/settings/terms', publication),
    onSuccess: async (saved) => {
      queryClient.setQueryData(termsSettingsQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: settingsAuditQuery.queryKey });
    },
  });
}
