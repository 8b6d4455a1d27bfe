import { z } from 'zod';

/** Higher or lower floor, near or far from the elevator (spec section 2, accommodation preferences). */
export const FLOOR_PREFERENCES = ['higher', 'lower'] as const;
export type TFloorPreference = (typeof FLOOR_PREFERENCES)[number];
export const ELEVATOR_PREFERENCES = ['near', 'far'] as const;
export type TElevatorPreference = (typeof ELEVATOR_PREFERENCES)[number];

const ZLabel = z.object({
  'pt-BR': z.string(),
  'en-US': z.string().optional(),
  'es-ES': z.string().optional(),
});

/**
 * What the hotel lets its main guests prefer (company parameters `accommodation`); the step
 * 'preferencia-de-acomodacao' of stepsConfig turns the screen on.
 */
export const ZAccommodationOptions = z.object({
  /** Room types the guest may prefer; empty hides the question. */
  roomTypes: z.array(z.object({ id: z.string().min(1).max(40), label: ZLabel })),
  /** Estimated check-in times offered, 'HH:MM' (24 h); empty hides the question. */
  checkinTimes: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  /** Asks higher or lower floor. */
  askFloor: z.boolean(),
  /** Asks near or far from the elevator. */
  askElevator: z.boolean(),
});
export type TAccommodationOptions = z.infer<typeof ZAccommodationOptions>;
