import { z } from 'zod';
import { RESERVATION_STATUSES } from '../constants.ts';
import { ZAmountCents, ZChargeItem, ZCurrency } from '../payment/order.ts';
import { ZDocumentTypeId } from '../guests/guest.ts';
import { ZSaveGuestRequest } from '../guests/save-guest.ts';
import { safeText } from '../validation/safe-text.ts';

/** A reservation number as the hotel's system writes it: 1-40 letters, digits, '-', '_', '.' or '/'. */
export const ZReservationNumber = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'validation.reservationNumber' });

/** Routes of /api/integration/v1/reservations/{reservationNumber}. */
export const ZIntegrationReservationParams = z.object({ reservationNumber: ZReservationNumber });
export type TIntegrationReservationParams = z.infer<typeof ZIntegrationReservationParams>;

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const ZIsoDay = z
  .string()
  .regex(YMD, { message: 'validation.isValidDate' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'validation.isValidDate',
    },
  );

/**
 * A document the hotel's system knows: type and number only (the guest adds the photos in the portal).
 */
export const ZIntegrationDocument = z.object({
  isMain: z.boolean(),
  documentTypeId: ZDocumentTypeId,
  documentNumber: safeText(40).min(1),
});

/**
 * One guest of the reservation, with the FNRH fields a hotel's system may already know: the same fields
 * and rules as the guest's own form (PUT /api/clients/{id}), minus what only the guest gives (photos,
 * signature, terms, opt-ins, hotel fields). `externalId` is the system's key of this guest in this
 * reservation: an upsert matches guests by it.
 */
export const ZIntegrationGuest = ZSaveGuestRequest.pick({
  socialName: true,
  gender: true,
  email: true,
  birthdate: true,
  jobId: true,
  jobName: true,
  nationality: true,
  mobilePhone: true,
  homePhone: true,
  address: true,
  addressNumber: true,
  addressComplement: true,
  neighborhood: true,
  zipCode: true,
  city: true,
  state: true,
  country: true,
  arrivingFrom: true,
  nextDestination: true,
  purposeTrip: true,
  arrivingBy: true,
})
  .extend({
    externalId: safeText(80).min(1),
    masterGuest: z.boolean().default(false),
    isChild: z.boolean().default(false),
    vip: z.boolean().default(false),
    name: safeText(120).min(1),
    lastName: safeText(120).min(1),
    /** The language of the guest's messages. */
    language: z.enum(['pt-BR', 'en-US', 'es-ES']).nullable().optional(),
    documents: z.array(ZIntegrationDocument).max(10).optional(),
  })
  .strict();
export type TIntegrationGuest = z.infer<typeof ZIntegrationGuest>;

/** One charge at check-in the guest is asked to guarantee (decision 95): amount in cents, its lines. */
export const ZIntegrationCharge = z
  .object({
    amount: ZAmountCents,
    currency: ZCurrency.default('BRL'),
    items: z
      .array(ZChargeItem.extend({ description: safeText(200).min(1) }))
      .min(1)
      .max(50),
    metadata: z.record(safeText(60), safeText(200)).default({}),
    /** ISO timestamp after which the charge expires unguaranteed. */
    expiration: z.string().datetime({ offset: true }),
  })
  .strict()
  .refine((charge) => charge.items.reduce((sum, item) => sum + item.amount, 0) === charge.amount, {
    message: 'validation.chargeAmountMismatch',
    path: ['amount'],
  });
export type TIntegrationCharge = z.infer<typeof ZIntegrationCharge>;

/**
 * PUT /api/integration/v1/reservations/{reservationNumber}: the reservation as the hotel's system has it,
 * with its guests and, optionally, its order. Idempotent by reservation number (decision 131): the same
 * body twice changes nothing; a changed body updates what the guests have not filled and never a
 * finished form.
 */
export const ZUpsertReservationRequest = z
  .object({
    checkinDate: ZIsoDay,
    checkoutDate: ZIsoDay,
    /** The spec's reservation status numbers (0 to confirm, 1 confirmed...); 1 when left out. */
    resStatus: z.union(RESERVATION_STATUSES.map((status) => z.literal(status))).default(1),
    /** Left out: the adults and minors among the guests. */
    adultsNumber: z.number().int().min(1).max(99).optional(),
    childrenNumber: z.number().int().min(0).max(99).optional(),
    roomName: safeText(60).nullable().optional(),
    billed: z.boolean().default(false),
    guests: z.array(ZIntegrationGuest).min(1).max(30),
    /** The charges the main guest guarantees in the portal; null or left out: no order. */
    order: z
      .object({ charges: z.array(ZIntegrationCharge).min(1).max(10) })
      .strict()
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.checkoutDate < body.checkinDate) {
      context.addIssue({
        code: 'custom',
        path: ['checkoutDate'],
        message: 'validation.checkoutBeforeCheckin',
      });
    }
    const masters = body.guests.filter((guest) => guest.masterGuest).length;
    if (masters !== 1) {
      context.addIssue({ code: 'custom', path: ['guests'], message: 'validation.oneMainGuest' });
    }
    const seen = new Set<string>();
    body.guests.forEach((guest, index) => {
      if (seen.has(guest.externalId)) {
        context.addIssue({
          code: 'custom',
          path: ['guests', index, 'externalId'],
          message: 'validation.duplicateExternalId',
        });
      }
      seen.add(guest.externalId);
      if (guest.masterGuest && guest.isChild) {
        context.addIssue({
          code: 'custom',
          path: ['guests', index, 'isChild'],
          message: 'validation.mainGuestAdult',
        });
      }
    });
  });
export type TUpsertReservationRequest = z.infer<typeof ZUpsertReservationRequest>;
export type TUpsertReservationInput = z.input<typeof ZUpsertReservationRequest>;

/** Why an upsert left a guest as it was. */
export const ZLeftGuestReason = z.enum([
  /** The guest's form is finished (it has an fnrhId): never overwritten. */
  'finished',
  /** Absent from the body, but the guest has started the form: kept, not removed. */
  'started',
]);

/** The answer of the upsert: 201 when the reservation is new, 200 otherwise. */
export const ZUpsertReservationResponse = z.object({
  reservationId: z.string().uuid(),
  reservationNumber: z.string(),
  /** Whether anything was written; false for a body that matches what is stored. */
  changed: z.boolean(),
  created: z.boolean(),
  guests: z.array(
    z.object({
      externalId: z.string().nullable(),
      guestId: z.string().uuid(),
      /** created, updated, unchanged (nothing differed), left (kept as it was: see reason), removed. */
      result: z.enum(['created', 'updated', 'unchanged', 'left', 'removed']),
      reason: ZLeftGuestReason.nullable(),
      /** Fields the hotel sent another value for, kept because the guest filled them. */
      keptFields: z.array(z.string()),
    }),
  ),
  /** The order: created, updated, unchanged, removed, none, or left (a charge is past 'created'). */
  order: z.enum(['created', 'updated', 'unchanged', 'removed', 'none', 'left']),
});
export type TUpsertReservationResponse = z.infer<typeof ZUpsertReservationResponse>;
