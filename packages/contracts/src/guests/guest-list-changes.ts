import { addDays } from '../validation/dates.ts';

/** What decides whether guests may still change their forms (decision 52). */
export type TGuestListChangesInput = {
  reservation: { guestListFinishedAt: string | Date | null; checkinDate: string };
  /** The hotel's `rules.changesAfterFinishDaysBeforeCheckin`. */
  rules: { changesAfterFinishDaysBeforeCheckin: number | null };
  /** The hotel's today, YYYY-MM-DD. */
  today: string;
};

/**
 * The last day (YYYY-MM-DD) on which guests may still change their forms after the list is finished, or
 * null when the hotel allows no change after finishing.
 */
export function changesAllowedUntil({ reservation, rules }: Omit<TGuestListChangesInput, 'today'>) {
  const days = rules.changesAfterFinishDaysBeforeCheckin;
  return days === null ? null : addDays(reservation.checkinDate, -days);
}

/**
 * A finished guest list is read-only for guests (the hotel has the forms), unless the hotel allows
 * changes until some days before check-in and that day has not passed. An unfinished list is never
 * read-only by this rule.
 */
export function isGuestListReadOnly(input: TGuestListChangesInput): boolean {
  if (!input.reservation.guestListFinishedAt) return false;
  const until = changesAllowedUntil(input);
  return until === null || input.today.slice(0, 10) > until;
}
