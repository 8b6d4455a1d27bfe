import {
  ZAccommodationPreferences,
  type TAccommodationPreferences,
} from '@hospedar/contracts/preferences/set-preferences';
import { upgradeStoredPreferences } from '../tenant/legacy-preferences.ts';

/**
 * The stored jsonb as preferences (an old single `roomType` read as a bed type or a view, decision 85),
 * or null when nothing (or nothing readable) was stored.
 */
export function storedPreferences(value: unknown): TAccommodationPreferences | null {
  const parsed = ZAccommodationPreferences.safeParse(upgradeStoredPreferences(value));
  return parsed.success ? parsed.data : null;
}
