import { StepType, StepVisualization } from '@hospedar/contracts/constants';
import { PATHS } from '../../lib/paths.ts';

export type TStepType = (typeof StepType)[keyof typeof StepType];
export type TStepVisualization = (typeof StepVisualization)[keyof typeof StepVisualization];

/** One step of a flow (spec section 2): the engine that walks it is built with the guest forms. */
export type TStepDefinition = {
  name: string;
  route: string;
  params?: Record<string, string>;
  type: TStepType;
  visualization: TStepVisualization;
  /** Translation key of the step's label in the stepper (common:steps.*), when it is listed. */
  labelKey?: 'personalInfo' | 'additionalData' | 'confirmation' | 'signature' | 'warranty';
  /** An Extra step opened from inside a listed one (its name): the stepper shows that step as current. */
  partOf?: string;
};

const step = (
  name: string,
  route: string,
  extra: Partial<Omit<TStepDefinition, 'name' | 'route'>> = {},
): TStepDefinition => ({
  name,
  route,
  type: StepType.DEFAULT,
  visualization: StepVisualization.ANY,
  ...extra,
});

export const RESERVATION_STEPS = {
  welcome: step('welcome', PATHS.welcome),
  menu: step('menu', PATHS.welcomeMenu),
  findYourReservation: step('find-your-reservation', PATHS.findYourReservation),
  multiReservation: step('multi-reservation', PATHS.multiReservation, { type: StepType.EXTRA }),
  home: step('home', PATHS.home),
} as const;

/** Guest flow in order (spec section 2), plus the extra steps reached from inside it. */
export const GUEST_STEPS: readonly TStepDefinition[] = [
  step('personal-info', '/reservation/personal-info', { labelKey: 'personalInfo' }),
  step('additional-data', '/reservation/additional-data', { labelKey: 'additionalData' }),
  step('confirmation', '/reservation/confirmation', { labelKey: 'confirmation' }),
  step('signature', PATHS.signature, { visualization: StepVisualization.ADULT_ONLY, labelKey: 'signature' }),
  step('warranty', '/reservation/warranty', {
    visualization: StepVisualization.MASTER_GUEST_ONLY,
    labelKey: 'warranty',
  }),
  // After the FNRH is finalized (spec: 'may be skipped after confirmation'); the main guest only.
  step('accommodation', '/reservation/accommodation', {
    type: StepType.EXTRA,
    visualization: StepVisualization.MASTER_GUEST_ONLY,
  }),
  step('forgot-address', '/reservation/forgot-address', { type: StepType.EXTRA, partOf: 'personal-info' }),
  step('forgot-address-results', '/reservation/forgot-address-results', {
    type: StepType.EXTRA,
    partOf: 'personal-info',
  }),
];

/** The steps a stepper lists: every step except those of type Extra. */
export function listedSteps(steps: readonly TStepDefinition[]): TStepDefinition[] {
  return steps.filter((s) => s.type !== StepType.EXTRA);
}
