import { queryOptions } from '@tanstack/react-query';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import type { TStaffList } from '@hospedar/contracts/console/staff-members';
import type { TSettingsSummary } from '@hospedar/contracts/console/settings-summary';
import { ConsoleApiError, consoleFetch } from './console-fetch.ts';

/** The hotel of the host (its name, theme, languages): public, the same call the portal starts with. */
export const hotelConfigQuery = queryOptions({
  queryKey: ['console', 'hotel-config'],
  queryFn: () => consoleFetch<TGetInitialConfigResponse>('GET', '/api/config'),
  staleTime: Infinity,
});

/** The signed-in member, or null when nobody is (401). */
export const meQuery = queryOptions({
  queryKey: ['console', 'me'],
  queryFn: async (): Promise<TStaffMe | null> => {
    try {
      return await consoleFetch<TStaffMe>('GET', '/api/console/me');
    } catch (error) {
      if (error instanceof ConsoleApiError && (error.status === 401 || error.status === 404)) return null;
      throw error;
    }
  },
});

export const staffListQuery = queryOptions({
  queryKey: ['console', 'staff'],
  queryFn: () => consoleFetch<TStaffList>('GET', '/api/console/staff'),
});

export const settingsQuery = queryOptions({
  queryKey: ['console', 'settings', 'summary'],
  queryFn: () => consoleFetch<TSettingsSummary>('GET', '/api/console/settings'),
});
