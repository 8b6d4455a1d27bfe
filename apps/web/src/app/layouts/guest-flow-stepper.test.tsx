import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeNavigation } from '../../features/guest-flow/test-support/render-step.tsx';
import { GuestFlowNavigationContext } from '../../lib/guest-flow-navigation.ts';
import type { TGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { initTestI18n } from '../../test/render.tsx';
import { GuestFlowStepper } from './guest-flow-stepper.tsx';

async function renderStepper(navigation: TGuestFlowNavigation) {
  await initTestI18n();
  const router = createMemoryRouter([{ path: '*', element: <GuestFlowStepper /> }]);
  render(
    <GuestFlowNavigationContext.Provider value={navigation}>
      <RouterProvider router={router} />
    </GuestFlowNavigationContext.Provider>,
  );
  const stepper = screen.getByRole('navigation');
  // A completed step says so to a screen reader; the current one is the list's aria-current step.
  const steps = [...stepper.querySelectorAll('.flow-stepper li')];
  return {
    labels: steps.map((step) => step.textContent),
    completed: steps.map((step) => (step.textContent ?? '').endsWith('(completed)')),
    active: steps.map((step) => step.getAttribute('aria-current') === 'step'),
  };
}

describe('the desktop stepper', () => {
  it('ticks the steps before the current one', async () => {
    const { labels, completed, active } = await renderStepper(makeNavigation('confirmation'));
    // A completed step shows a tick instead of its number.
    expect(labels).toEqual([
      'personal-info (completed)',
      'additional-data (completed)',
      '3confirmation',
      '4signature',
    ]);
    expect(completed).toEqual([true, true, false, false]);
    expect(active).toEqual([false, false, true, false]);
  });

  it('ticks every step on the preferences, after the FNRH is finalized', async () => {
    const { completed, active } = await renderStepper(
      makeNavigation('signature', { currentName: 'accommodation', stepperIndex: 4 }),
    );
    expect(completed).toEqual([true, true, true, true]);
    expect(active).toEqual([false, false, false, false]);
  });
});
