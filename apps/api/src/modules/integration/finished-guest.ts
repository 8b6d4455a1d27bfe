import type { GuestDocumentRow, GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/** A guest's form is finished once it has an fnrhId (decision 132). */
export const isFinished = (row: Pick<GuestRow, 'fnrhId'>) => row.fnrhId !== null && row.fnrhId !== '';

/**
 * Where a guest's pre-check-in stands: finished (fnrhId), started (anything saved: the form, the
 * signature, the photo, a document image), or not started. The integration API's reservation status and
 * the console's arrivals read it (decision 211). `documents`: the guest's own, not additional ones.
 */
export function precheckinStatus(
  row: Pick<GuestRow, 'fnrhId' | 'formStartedAt' | 'signatureId' | 'photoKey'>,
  documents: Pick<GuestDocumentRow, 'frontImageKey' | 'backImageKey'>[],
) {
  if (isFinished(row)) return 'finished' as const;
  const hasImages = documents.some((document) => document.frontImageKey || document.backImageKey);
  if (row.formStartedAt || row.signatureId || row.photoKey || hasImages) return 'in_progress' as const;
  return 'not_started' as const;
}

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
