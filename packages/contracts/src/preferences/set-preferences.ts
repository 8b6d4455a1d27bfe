import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { ELEVATOR_PREFERENCES, FLOOR_PREFERENCES } from './accommodation-options.ts';

/** The main guest's accommodation preferences, each question on its own; null means no preference. */
export const ZAccommodationPreferences = z.object({
  /** The id of one of the hotel's bedTypes. */
  bedType: safeText(40).nullable(),
  /** The id of one of the hotel's views. */
  view: safeText(40).nullable(),
  /** 'HH:MM', one of the hotel's checkinTimes. */
  checkinTime: safeText(5).nullable(),
  floor: z.enum(FLOOR_PREFERENCES).nullable(),
  elevator: z.enum(ELEVATOR_PREFERENCES).nullable(),
});
export type TAccommodationPreferences = z.infer<typeof ZAccommodationPreferences>;

export const EMPTY_PREFERENCES: TAccommodationPreferences = {
  bedType: null,
  view: null,
  checkinTime: null,
  floor: null,
  elevator: null,
};

/**
 * PUT /api/appointments/preferences/set (bearer main-guest token): stores the preferences of the token's
 * own main guest. A companion's token, another guest's id or another hotel's companyId answers 404
 * GUEST_NOT_FOUND; a hotel without the step 'preferencia-de-acomodacao' answers 404 NOT_FOUND; a value
 * outside the hotel's options answers 400 PREFERENCE_NOT_OFFERED naming 'body.preferences.<field>'.
 */
export const ZSetPreferencesRequest = z.object({
  companyId: z.string().uuid(),
  guestId: z.string().uuid(),
  preferences: ZAccommodationPreferences,
});
export type TSetPreferencesRequest = z.infer<typeof ZSetPreferencesRequest>;

export const ZSetPreferencesResponse = z.object({
  guestId: z.string().uuid(),
  preferences: ZAccommodationPreferences,
});
export type TSetPreferencesResponse = z.infer<typeof ZSetPreferencesResponse>;
