import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/fixtures.ts';
import { buildGuestFlow } from './build-guest-flow.ts';
import { stepperPosition } from './stepper-position.ts';

const company = makeCompany({
  stepsConfig: [
    { id: 'informacao-pessoal', enabled: true },
    { id: 'preferencia-de-acomodacao', enabled: true },
  ],
});
// personal-info, confirmation, signature listed; accommodation, forgot-address(-results) Extra.
const steps = buildGuestFlow(company, { isChild: false, masterGuest: true, hasOrder: false });
const at = (name: string) =>
  stepperPosition(
    steps,
    steps.find((step) => step.name === name),
  );

describe('stepperPosition', () => {
  it('stands on a listed step itself', () => {
    expect(at('personal-info')).toBe(0);
    expect(at('confirmation')).toBe(1);
    expect(at('signature')).toBe(2);
  });

  it('shows every listed step completed on the preferences, opened after the FNRH is finalized', () => {
    expect(steps.map((step) => step.name)).toContain('accommodation');
    expect(at('accommodation')).toBe(3);
  });

  it('stands on personal info on the forgot-address screens, opened from its address', () => {
    expect(at('forgot-address')).toBe(0);
    expect(at('forgot-address-results')).toBe(0);
  });

  it('stands nowhere outside the flow', () => {
    expect(stepperPosition(steps, undefined)).toBe(-1);
  });
});
