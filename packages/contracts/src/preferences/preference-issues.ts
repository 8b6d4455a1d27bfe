import type { TAccommodationOptions } from './accommodation-options.ts';
import type { TAccommodationPreferences } from './set-preferences.ts';

export type TPreferenceField = keyof TAccommodationPreferences;

/** The preferences outside the hotel's options (a question it does not ask counts as outside), in order. */
export function preferenceIssues(
  preferences: TAccommodationPreferences,
  options: TAccommodationOptions,
): TPreferenceField[] {
  const issues: TPreferenceField[] = [];
  const { bedType, view, checkinTime, floor, elevator } = preferences;
  if (bedType !== null && !options.bedTypes.some((type) => type.id === bedType)) issues.push('bedType');
  if (view !== null && !options.views.some((type) => type.id === view)) issues.push('view');
  if (checkinTime !== null && !options.checkinTimes.includes(checkinTime)) issues.push('checkinTime');
  if (floor !== null && !options.askFloor) issues.push('floor');
  if (elevator !== null && !options.askElevator) issues.push('elevator');
  return issues;
}
