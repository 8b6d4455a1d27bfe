import { z } from 'zod';
import { ZReservation } from '../search/get-reservation.ts';
import { ZGuest } from './guest.ts';

/** GET/PUT /api/clients/{id} (bearer token): the token's guest, or a minor of its reservation for the main guest. */
export const ZClientParams = z.object({ id: z.string().uuid() });

/** Another guest of the reservation as a companion sees it in the guest list: first name and state only. */
export const ZGuestListItem = z.object({
  id: z.string().uuid(),
  name: z.string(),
  masterGuest: z.boolean(),
  isChild: z.boolean(),
  isCompleted: z.boolean(),
});
export type TGuestListItem = z.infer<typeof ZGuestListItem>;

/**
 * GET /api/clients/{id}: the asked guest in full, plus the reservation's list. The main guest sees every
 * guest in full (`guests`); a companion sees only itself in full and the others as `others` list items.
 */
export const ZGetClientResponse = z.object({
  reservation: ZReservation,
  guest: ZGuest,
  guests: z.array(ZGuest),
  others: z.array(ZGuestListItem),
  /** Payment order of the reservation; not served yet. */
  order: z.null(),
});
export type TGetClientResponse = z.infer<typeof ZGetClientResponse>;
