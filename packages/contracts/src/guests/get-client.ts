import { z } from 'zod';
import { ZReservation } from '../search/get-reservation.ts';
import { ZOrder } from '../payment/order.ts';
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
 * An adult companion as the main guest sees it in the guest list (LGPD data minimisation, decision 54):
 * the name, the avatar, the contacts masked (which channels a notification can use) and the state. Never
 * a document, a birth date, an address or a document image.
 */
export const ZCompanionSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  lastName: z.string(),
  /** Short-lived signed URL of the companion's photo (the avatar), or null. */
  photoUrl: z.string().nullable(),
  /** Masked: 'ju***@ex***.com'; null without an e-mail. */
  maskedEmail: z.string().nullable(),
  /** Masked: '+55 (48) *****-4567'; null without a mobile phone. */
  maskedMobile: z.string().nullable(),
  isCompleted: z.boolean(),
  notifiedAt: z.string().nullable(),
  notifiedChannel: z.enum(['email', 'sms']).nullable(),
});
export type TCompanionSummary = z.infer<typeof ZCompanionSummary>;

/**
 * GET /api/clients/{id}: the asked guest in full, plus the reservation's list. The main guest sees itself
 * and the minors in full (`guests`) and the adult companions as summaries (`companions`); a companion
 * sees only itself in full and the others as `others` list items.
 */
export const ZGetClientResponse = z.object({
  reservation: ZReservation,
  guest: ZGuest,
  guests: z.array(ZGuest),
  companions: z.array(ZCompanionSummary),
  others: z.array(ZGuestListItem),
  /**
   * The reservation's payment order (charges at check-in) for its main guest; null for companions, for a
   * document-scan token and for a reservation without an order. Its presence turns on the warranty step.
   */
  order: ZOrder.nullable(),
});
export type TGetClientResponse = z.infer<typeof ZGetClientResponse>;
