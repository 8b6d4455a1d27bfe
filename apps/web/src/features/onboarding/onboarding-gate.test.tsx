import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { guestStore } from '../../lib/guest-session.ts';
import about from '../../locales/en-US/about.json';
import { initTestI18n, renderScreen } from '../../test/render.tsx';
import { OnboardingGate } from './onboarding-gate.tsx';
import { onboardingSeen } from './onboarding-seen.ts';

const GUEST_ID = '0b0e8f7e-5a37-4b55-9c77-2b9a3b6c1d01';
const RESERVATION_ID = '7f3c9a52-0d4e-4f1b-8a6d-5e2c1b0a9f88';

function withOnboarding(enabled: boolean) {
  return {
    initial: {
      company: { stepsConfig: [{ id: 'onboarding', enabled }] },
    } as unknown as TGetInitialConfigResponse,
  };
}

function signIn() {
  guestStore.qualify({
    clientId: GUEST_ID,
    reservationId: RESERVATION_ID,
    token: 'token',
    masterGuest: true,
    isChild: false,
    expiresAt: new Date(Date.now() + 50 * 60_000).toISOString(),
  });
}

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'about', about);
});
afterEach(() => {
  act(() => guestStore.reset());
  window.localStorage.clear();
});

describe('OnboardingGate', () => {
  it('shows the onboarding once to a verified guest, when the hotel enables it', async () => {
    signIn();
    const user = userEvent.setup();
    const first = await renderScreen(<OnboardingGate />, withOnboarding(true));
    expect(await screen.findByRole('dialog', { name: about.onboarding.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: about.onboarding.ok }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onboardingSeen.has(GUEST_ID)).toBe(true);
    first.unmount();

    await renderScreen(<OnboardingGate />, withOnboarding(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden when the hotel does not enable it, or nobody is verified', async () => {
    signIn();
    const view = await renderScreen(<OnboardingGate />, withOnboarding(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    act(() => guestStore.reset());
    await renderScreen(<OnboardingGate />, withOnboarding(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
