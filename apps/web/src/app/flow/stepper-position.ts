import { listedSteps } from './steps.ts';
import type { TStepDefinition } from './steps.ts';

/**
 * Where the stepper stands on `current` (an index in `listed`; past the end when every listed step is
 * done, -1 outside the flow): a listed step is itself; an Extra step opened from inside one (`partOf`)
 * stands on that step; any other Extra step stands after the listed steps before it in the flow, so
 * the preferences, opened once the FNRH is finalized, show every listed step completed.
 */
export function stepperPosition(
  steps: readonly TStepDefinition[],
  current: TStepDefinition | undefined,
): number {
  if (!current) return -1;
  const listed = listedSteps(steps);
  const ownIndex = listed.indexOf(current);
  if (ownIndex >= 0) return ownIndex;
  if (current.partOf) return listed.findIndex((step) => step.name === current.partOf);
  const at = steps.indexOf(current);
  return at < 0 ? -1 : listedSteps(steps.slice(0, at)).length;
}
