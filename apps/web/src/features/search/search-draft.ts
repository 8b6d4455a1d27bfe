import { SEARCH_TYPES } from '@hospedar/contracts/constants';
import type { TSearchType } from '@hospedar/contracts/constants';
import { sessionJson } from '../../lib/session-storage.ts';
import { EMPTY_PARAMS } from './search-types.ts';
import type { TSearchParams } from './search-types.ts';

/** What the guest typed, kept for the tab: a reload or a failed call never loses it. */
export type TSearchDraft = { type: TSearchType; params: TSearchParams };

const DRAFT_KEY = 'hospedar.search.draft';

function isDraft(value: unknown): value is TSearchDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { type, params } = value as Record<string, unknown>;
  return (SEARCH_TYPES as readonly unknown[]).includes(type) && typeof params === 'object' && params !== null;
}

export function loadSearchDraft(): TSearchDraft | null {
  const draft = sessionJson.get(DRAFT_KEY, isDraft);
  if (!draft) return null;
  const params = { ...EMPTY_PARAMS };
  for (const key of Object.keys(EMPTY_PARAMS) as (keyof TSearchParams)[]) {
    const value = (draft.params as Record<string, unknown>)[key];
    if (typeof value === typeof EMPTY_PARAMS[key]) (params as Record<string, unknown>)[key] = value;
  }
  return { type: draft.type, params };
}

export function saveSearchDraft(draft: TSearchDraft): void {
  sessionJson.set(DRAFT_KEY, draft);
}
