import { queryOptions } from '@tanstack/react-query';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import type { TStaffChangeList, TStaffList } from '@hospedar/contracts/console/staff-members';
import type { TSettingsSummary } from '@hospedar/contracts/console/settings-summary';
import {
  ARRIVALS_REFRESH_MS,
  type TArrivalGuestDetail,
  type TArrivalsList,
  type TArrivalsQuery,
} from '@hospedar/contracts/console/arrivals';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TErasurePreview, TPrivacyAuditList } from '@hospedar/contracts/console/privacy';
import type { TRetentionSetting } from '@hospedar/contracts/privacy/guest-rights';
import type { TListPasskeysResponse } from '@hospedar/contracts/webauthn/passkeys';
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
  // A member an owner disabled leaves the console within a minute even on a screen that asks nothing.
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

export const staffListQuery = queryOptions({
  queryKey: ['console', 'staff'],
  queryFn: () => consoleFetch<TStaffList>('GET', '/api/console/staff'),
});

/** Who changed whom among the staff, and when (owner). */
export const staffChangesQuery = queryOptions({
  queryKey: ['console', 'staff-changes'],
  queryFn: () => consoleFetch<TStaffChangeList>('GET', '/api/console/staff/changes'),
});

export const settingsQuery = queryOptions({
  queryKey: ['console', 'settings', 'summary'],
  queryFn: () => consoleFetch<TSettingsSummary>('GET', '/api/console/settings'),
});

/** Every ARRIVALS_REFRESH_MS while the last answer came; a failed one (session ended, no such guest) stops it. */
const pollUnlessFailed = (query: { state: { status: string } }) =>
  query.state.status === 'error' ? false : ARRIVALS_REFRESH_MS;

/** `?from&to&q` of the arrivals list and its CSV, leaving out what is not set. */
export function arrivalsSearch(query: TArrivalsQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...extra })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The arrivals of a range (decision 212): asked again every 5 seconds while the tab is visible, so a
 * guest who finishes shows finished without a reload, whichever API process served the guest.
 */
export const arrivalsQuery = (query: TArrivalsQuery) =>
  queryOptions({
    queryKey: ['console', 'arrivals', query],
    queryFn: () => consoleFetch<TArrivalsList>('GET', `/api/console/arrivals${arrivalsSearch(query)}`),
    refetchInterval: pollUnlessFailed,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });

/** One guest's form, in the console's language; polled like the list. */
export const arrivalGuestQuery = (guestId: string, language: TLanguage) =>
  queryOptions({
    queryKey: ['console', 'arrival-guest', guestId, language],
    queryFn: () =>
      consoleFetch<TArrivalGuestDetail>('GET', `/api/console/arrivals/guests/${guestId}?lang=${language}`),
    refetchInterval: pollUnlessFailed,
    refetchOnWindowFocus: true,
  });
/** The hotel's retention: days after check-out, or null (owner). */
export const retentionQuery = queryOptions({
  queryKey: ['console', 'privacy', 'retention'],
  queryFn: () => consoleFetch<TRetentionSetting>('GET', '/api/console/privacy/retention'),
});

/** The privacy audit log, newest first (owner). */
export const privacyAuditQuery = queryOptions({
  queryKey: ['console', 'privacy', 'audit'],
  queryFn: () => consoleFetch<TPrivacyAuditList>('GET', '/api/console/privacy/audit'),
});

/** What erasing the guest's person would delete and keep (owner); always asked afresh. */
export const erasurePreviewQuery = (guestId: string) =>
  queryOptions({
    queryKey: ['console', 'privacy', 'erasure-preview', guestId],
    queryFn: () =>
      consoleFetch<TErasurePreview>('GET', `/api/console/privacy/guests/${guestId}/erasure-preview`),
    staleTime: 0,
    gcTime: 0,
  });

/** The signed-in member's passkeys (decision 246). */
export const passkeysQuery = queryOptions({
  queryKey: ['console', 'passkeys'],
  queryFn: () => consoleFetch<TListPasskeysResponse>('GET', '/api/console/passkeys'),
});
