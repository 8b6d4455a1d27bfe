import { isGuestListReadOnly } from '@hospedar/contracts/guests/guest-list-changes';
import {
  BLOCK_REASON_CODES,
  precheckinOpensOn,
  reservationBlockReason,
  type TBlockReason,
} from '@hospedar/contracts/search/reservation-access';
import { ZCompanyRules } from '@hospedar/contracts/tenant/company-config';
import { dateInTimeZone } from '../clock.ts';
import type { CompanyRow, ReservationRow } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { companyTimeZone } from '../modules/tenant/to-company-config.ts';

/** The reservation's rules every way in applies: who may pre-check-in, and when forms may change. */
export type ReservationRulesInput = {
  tenant: Pick<CompanyRow, 'timeZone' | 'rules'>;
  reservation: Pick<ReservationRow, 'resStatus' | 'checkoutDate' | 'checkinDate' | 'guestListFinishedAt'>;
  now: Date;
};

const BLOCK_MESSAGES: Record<TBlockReason, string> = {
  checkout: 'This reservation has already been checked out.',
  noShow: 'This reservation was marked as a no-show. Please contact the hotel.',
  pending: 'This reservation is still pending confirmation by the hotel.',
  cancelled: 'This reservation has been cancelled.',
  expired: 'This reservation has expired: its stay has ended.',
  periodEnded: 'The pre-check-in period of this reservation has ended. Please go to the hotel reception.',
  notOpenYet: 'The pre-check-in of this reservation is not open yet (details.opensOn says when it opens).',
};

/** 403 with the reason's code; `opensOn` (YYYY-MM-DD) tells a guest too early when to come back. */
export const reservationBlocked = (reason: TBlockReason, opensOn?: string | null) =>
  new HttpError(403, BLOCK_REASON_CODES[reason], BLOCK_MESSAGES[reason], {
    reason,
    ...(opensOn ? { opensOn } : {}),
  });

export const guestListFinished = () =>
  new HttpError(
    409,
    'GUEST_LIST_FINISHED',
    'The guest list was finished and sent to the hotel: its forms can no longer be changed here.',
  );

const hotelToday = ({ tenant, now }: Pick<ReservationRulesInput, 'tenant' | 'now'>) =>
  dateInTimeZone(now, companyTimeZone(tenant));

/**
 * The search's rule (spec section 4) on every way in: a cancelled, no-show, pending or checked-out
 * reservation, one whose stay has ended, whose check-in day has passed, or whose pre-check-in has not
 * opened yet (the hotel's precheckinOpensDaysBefore) gets no PIN, token, read, save or export (403 with
 * the reason's code, whose text the portal shares with the search).
 */
export function assertReservationOpen(input: ReservationRulesInput): void {
  const rules = ZCompanyRules.safeParse(input.tenant.rules);
  const window = { precheckinOpensDaysBefore: rules.data?.precheckinOpensDaysBefore ?? null };
  const reason = reservationBlockReason(input.reservation, hotelToday(input), window);
  if (reason === 'notOpenYet') throw reservationBlocked(reason, precheckinOpensOn(input.reservation, window));
  if (reason) throw reservationBlocked(reason);
}

/**
 * Decision 52: once the main guest finished the list, guests change no form (save, signature, document,
 * finalization, finishing again) unless the hotel allows changes until some days before check-in.
 */
export function assertFormsChangeable(input: ReservationRulesInput): void {
  const rules = ZCompanyRules.safeParse(input.tenant.rules);
  const isReadOnly = isGuestListReadOnly({
    reservation: input.reservation,
    rules: { changesAfterFinishDaysBeforeCheckin: rules.data?.changesAfterFinishDaysBeforeCheckin ?? null },
    today: hotelToday(input),
  });
  if (isReadOnly) throw guestListFinished();
}
