import type { GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/** A guest's form is finished once it has an fnrhId (decision 132). */
export const isFinished = (row: Pick<GuestRow, 'fnrhId'>) => row.fnrhId !== null && row.fnrhId !== '';

/**
 * The one check of "a finished guest of this hotel" behind GET .../guests/{id}/fnrh and .../fnrh.pdf:
 * no guest (another hotel's reads as none) is 404 GUEST_NOT_FOUND, an unfinished form 409
 * GUEST_DATA_MISSING naming the guest. Answers the guest it was given.
 */
export function requireFinishedGuest<T extends Pick<GuestRow, 'id' | 'fnrhId'>>(
  guest: T | null | undefined,
): T {
  if (!guest) throw new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');
  if (!isFinished(guest)) {
    throw new HttpError(409, 'GUEST_DATA_MISSING', "The guest's form is not finished yet.", {
      guestIds: [guest.id],
    });
  }
  return guest;
}
