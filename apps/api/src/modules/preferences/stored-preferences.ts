import {
  ZAccommodationPreferences,
  type TAccommodationPreferences,
} from '@hospedar/contracts/preferences/set-preferences';

/** The stored jsonb as preferences, or null when nothing (or nothing readable) was stored. */
export function storedPreferences(value: unknown): TAccommodationPreferences | null {
  const parsed = ZAccommodationPreferences.safeParse(value);
  return parsed.success ? parsed.data : null;
}
