import { z } from 'zod';
import { ZChargeStatus, ZOrderStatus } from '../payment/order.ts';
import { ZReservation } from '../search/get-reservation.ts';

/** Where a guest's pre-check-in stands: nothing saved yet, saved in the portal, or the form finished. */
export const PRECHECKIN_STATUSES = ['not_started', 'in_progress', 'finished'] as const;
export const ZPrecheckinStatus = z.enum(PRECHECKIN_STATUSES);

/** GET /api/integration/v1/reservations/{reservationNumber}: each guest's pre-check-in. */
export const ZIntegrationReservationStatus = z.object({
  reservation: ZReservation.extend({ roomName: z.string().nullable() }),
  guests: z.array(
    z.object({
      guestId: z.string().uuid(),
      /** The hotel system's key of the guest; null for a guest it did not create. */
      externalId: z.string().nullable(),
      name: z.string(),
      lastName: z.string(),
      masterGuest: z.boolean(),
      isChild: z.boolean(),
      status: ZPrecheckinStatus,
      /** The form's FNRH id once finished. */
      fnrhId: z.string().nullable(),
      /** The guest signed (adults; minors never sign). */
      hasSignature: z.boolean(),
      /** Main-form documents: how many, and how many with a front photo. */
      documents: z.object({ count: z.number().int(), withImages: z.number().int() }),
      /** GET /api/integration/v1/guests/{guestId}/fnrh answers the form once finished. */
      formStartedAt: z.string().nullable(),
    }),
  ),
  /** The payment guarantee, when the reservation has an order (null otherwise). */
  order: z
    .object({
      id: z.string().uuid(),
      status: ZOrderStatus,
      /** Every charge is authorized or paid at the hotel (or no longer due: voided, expired). */
      isGuaranteed: z.boolean(),
      charges: z.array(z.object({ id: z.string().uuid(), amount: z.number().int(), status: ZChargeStatus })),
    })
    .nullable(),
});
export type TIntegrationReservationStatus = z.infer<typeof ZIntegrationReservationStatus>;

/** POST /api/integration/v1/reservations/{reservationNumber}/cancel */
export const ZCancelReservationResponse = z.object({
  reservationId: z.string().uuid(),
  /** Always 6 (CANCELLED) after the call. */
  resStatus: z.literal(6),
  /** false when the reservation was already cancelled: nothing was written. */
  changed: z.boolean(),
});
export type TCancelReservationResponse = z.infer<typeof ZCancelReservationResponse>;
