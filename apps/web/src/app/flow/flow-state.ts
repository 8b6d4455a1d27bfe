import { GUEST_STEPS, RESERVATION_STEPS } from './steps.ts';
import type { TStepDefinition } from './steps.ts';

export type TReservationFlowOptions = {
  welcomeEnabled: boolean;
  hasReservationId: boolean;
  /** Several reservations matched the search (kept for the tab): multi-reservation follows the search. */
  hasSeveralReservations?: boolean;
};

/**
 * Reservation flow order: welcome (when the hotel enables it), menu and find-your-reservation
 * (skipped when a reservation id is already given), home.
 */
export function buildReservationFlow(options: TReservationFlowOptions): TStepDefinition[] {
  const steps: TStepDefinition[] = [];
  if (options.welcomeEnabled) steps.push(RESERVATION_STEPS.welcome);
  if (!options.hasReservationId) {
    steps.push(RESERVATION_STEPS.menu, RESERVATION_STEPS.findYourReservation);
    if (options.hasSeveralReservations) steps.push(RESERVATION_STEPS.multiReservation);
  }
  steps.push(RESERVATION_STEPS.home);
  return steps;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A flow's steps and which one is current; `markCurrent` follows the route the visitor is on. */
export function createFlow(initial: TStepDefinition[]) {
  let steps = initial;
  let current = 0;
  let isBackward = false;
  return {
    steps: () => steps,
    current: (): TStepDefinition | undefined => steps[current],
    isBackward: () => isBackward,
    reset(next: TStepDefinition[]) {
      steps = next;
      current = 0;
      isBackward = false;
    },
    markCurrent(pathname: string): boolean {
      const index = steps.findIndex((s) => trimSlash(s.route) === trimSlash(pathname));
      if (index < 0) return false;
      isBackward = index < current;
      current = index;
      return true;
    },
    next(): TStepDefinition | undefined {
      return steps[Math.min(current + 1, steps.length - 1)];
    },
    /** Puts a step right after the current one (multi-reservation when several reservations match). */
    insertAfterCurrent(step: TStepDefinition) {
      if (steps.some((s) => s.name === step.name)) return;
      steps = [...steps.slice(0, current + 1), step, ...steps.slice(current + 1)];
    },
  };
}

export const reservationFlow = createFlow(
  buildReservationFlow({ welcomeEnabled: true, hasReservationId: false }),
);
export const guestFlow = createFlow([...GUEST_STEPS]);
