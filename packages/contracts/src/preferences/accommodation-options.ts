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

/** One choice of a hotel-defined group: a stable id (what is stored and exported) and its label. */
export const ZAccommodationChoice = z.object({ id: z.string().min(1).max(40), label: ZLabel });
export type TAccommodationChoice = z.infer<typeof ZAccommodationChoice>;

/**
 * What the hotel lets its main guests prefer (company parameters `accommodation`); the step
 * 'preferencia-de-acomodacao' of stepsConfig turns the screen on. Each group is its own question, so a
 * guest may ask for a bed type and a view together (decision 85).
 */
export const ZAccommodationOptions = z.object({
  /** Bed types the guest may prefer (double, twin…); empty hides the question. */
  bedTypes: z.array(ZAccommodationChoice),
  /** Views the guest may prefer (sea, garden…); empty hides the question. */
  views: z.array(ZAccommodationChoice),
  /** Estimated check-in times offered, 'HH:MM' (24 h); empty hides the question. */
  checkinTimes: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  /** Asks higher or lower floor. */
  askFloor: z.boolean(),
  /** Asks near or far from the elevator. */
  askElevator: z.boolean(),
});
export type TAccommodationOptions = z.infer<typeof ZAccommodationOptions>;
