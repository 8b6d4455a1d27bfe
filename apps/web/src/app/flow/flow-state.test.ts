import { describe, expect, it } from 'vitest';
import { StepType } from '@hospedar/contracts/constants';
import { buildReservationFlow, createFlow } from './flow-state.ts';
import { GUEST_STEPS, RESERVATION_STEPS, listedSteps } from './steps.ts';

const names = (steps: { name: string }[]) => steps.map((s) => s.name);

describe('reservation flow', () => {
  it('orders welcome, menu, find-your-reservation, home', () => {
    expect(names(buildReservationFlow({ welcomeEnabled: true, hasReservationId: false }))).toEqual([
      'welcome',
      'menu',
      'find-your-reservation',
      'home',
    ]);
  });

  it('drops welcome when disabled and menu + search when a reservation id is given', () => {
    expect(names(buildReservationFlow({ welcomeEnabled: false, hasReservationId: false }))).toEqual([
      'menu',
      'find-your-reservation',
      'home',
    ]);
    expect(names(buildReservationFlow({ welcomeEnabled: false, hasReservationId: true }))).toEqual(['home']);
  });

  it('marks the current step from the route and knows the next one', () => {
    const flow = createFlow(buildReservationFlow({ welcomeEnabled: true, hasReservationId: false }));
    expect(flow.markCurrent('/welcome/menu/')).toBe(true);
    expect(flow.current()?.name).toBe('menu');
    expect(flow.next()?.name).toBe('find-your-reservation');
    expect(flow.markCurrent('/somewhere-else')).toBe(false);
    flow.markCurrent('/welcome');
    expect(flow.isBackward()).toBe(true);
  });

  it('inserts multi-reservation after the current step, once', () => {
    const flow = createFlow(buildReservationFlow({ welcomeEnabled: false, hasReservationId: false }));
    flow.markCurrent('/welcome/find-your-reservation');
    flow.insertAfterCurrent(RESERVATION_STEPS.multiReservation);
    flow.insertAfterCurrent(RESERVATION_STEPS.multiReservation);
    expect(names(flow.steps())).toEqual(['menu', 'find-your-reservation', 'multi-reservation', 'home']);
    expect(flow.next()?.name).toBe('multi-reservation');
  });
});

describe('guest flow steps', () => {
  it('carries type and visualization as the spec numbers them', () => {
    const byName = Object.fromEntries(GUEST_STEPS.map((s) => [s.name, s]));
    expect(byName['signature']).toMatchObject({ type: 3, visualization: 2 });
    expect(byName['warranty']).toMatchObject({ type: 3, visualization: 3 });
    expect(byName['personal-info']).toMatchObject({ type: 3, visualization: 1 });
    expect(byName['accommodation']?.type).toBe(StepType.EXTRA);
  });

  it('the stepper lists every step except the Extra ones, in order', () => {
    expect(names(listedSteps(GUEST_STEPS))).toEqual([
      'personal-info',
      'additional-data',
      'confirmation',
      'signature',
      'warranty',
    ]);
  });
});
