import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAccommodationPreferences } from '@hospedar/contracts/preferences/set-preferences';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import accommodation from '../../../locales/en-US/accommodation.json';
import guestErrors from '../../../locales/en-US/guest-errors.json';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { initTestI18n } from '../../../test/render.tsx';
import { GUEST_ID, makeClient, makeFlowCompany, makeGuest } from '../test-support/fixtures.ts';
import { callsOf, makeNavigation, renderStep, stubApi } from '../test-support/render-step.tsx';
import type { TRoute } from '../test-support/render-step.tsx';
import { AccommodationPage } from './accommodation-page.tsx';

const SAVED: TAccommodationPreferences = {
  bedType: 'twin',
  view: null,
  checkinTime: '16:00',
  floor: 'lower',
  elevator: null,
};

function company(): TCompanyConfig {
  const base = makeFlowCompany();
  return {
    ...base,
    stepsConfig: [...base.stepsConfig, { id: 'preferencia-de-acomodacao', enabled: true }],
    parameters: {
      ...base.parameters,
      accommodation: {
        bedTypes: [
          { id: 'double', label: { 'pt-BR': 'Casal', 'en-US': 'Double bed' } },
          { id: 'twin', label: { 'pt-BR': 'Solteiro', 'en-US': 'Twin beds' } },
        ],
        views: [
          { id: 'sea-view', label: { 'pt-BR': 'Vista para o mar', 'en-US': 'Sea view' } },
          { id: 'garden-view', label: { 'pt-BR': 'Vista para o jardim', 'en-US': 'Garden view' } },
        ],
        checkinTimes: ['14:00', '16:00'],
        askFloor: true,
        askElevator: true,
      },
    },
  };
}

const api =
  (saved: TAccommodationPreferences | null, putStatus = 200, putCode = 'INTERNAL_ERROR'): TRoute =>
  (method, url, body) => {
    if (method === 'GET' && url === `/api/clients/${GUEST_ID}`)
      return { status: 200, body: makeClient(makeGuest({ accommodationPreferences: saved })) };
    if (method === 'PUT' && url === '/api/appointments/preferences/set')
      return putStatus === 200
        ? { status: 200, body: body }
        : { status: putStatus, body: { code: putCode, message: 'boom' } };
    return undefined;
  };

const navigation = () =>
  makeNavigation('confirmation', { currentName: 'accommodation', hasExtraStep: () => true });

beforeEach(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'accommodation', accommodation, true, true);
});

describe('accommodation preferences', () => {
  it('shows the hotel’s options pre-filled with what was saved, and saves a bed type with a view', async () => {
    const fetchMock = stubApi(api(SAVED));
    const nav = navigation();
    await renderStep(<AccommodationPage />, { company: company(), navigation: nav });
    const user = userEvent.setup();

    const bed = await screen.findByRole('group', { name: 'Bed type' });
    const view = screen.getByRole('group', { name: 'View' });
    expect(within(bed).getByRole('radio', { name: 'Twin beds' })).toBeChecked();
    expect(within(view).getByRole('radio', { name: 'No preference' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '16:00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lower floor' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Elevator' })).toBeInTheDocument();
    // Bed and view are separate questions: choosing a view keeps the bed type.
    expect(within(bed).queryByRole('radio', { name: 'Sea view' })).toBeNull();

    await user.click(within(bed).getByRole('radio', { name: 'Double bed' }));
    await user.click(within(view).getByRole('radio', { name: 'Sea view' }));
    expect(within(bed).getByRole('radio', { name: 'Double bed' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Far from the elevator' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(nav.returnHome).toHaveBeenCalled());
    expect(callsOf(fetchMock, 'PUT')).toEqual([
      [
        '/api/appointments/preferences/set',
        {
          companyId: company().companyId,
          guestId: GUEST_ID,
          preferences: {
            bedType: 'double',
            view: 'sea-view',
            checkinTime: '16:00',
            floor: 'lower',
            elevator: 'far',
          },
        },
      ],
    ]);
    expect(notifications.getSnapshot()).toMatchObject({ severity: 'success' });
  });

  it('starts with no preference and Skip goes on without saving', async () => {
    const fetchMock = stubApi(api(null));
    const nav = navigation();
    await renderStep(<AccommodationPage />, { company: company(), navigation: nav });
    const noPreference = await screen.findAllByRole('radio', { name: 'No preference' });
    expect(noPreference).toHaveLength(5);
    noPreference.forEach((radio) => expect(radio).toBeChecked());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(nav.returnHome).toHaveBeenCalled();
    expect(callsOf(fetchMock, 'PUT')).toEqual([]);
  });

  it('keeps the guest on the screen when the save fails', async () => {
    stubApi(api(null, 500));
    const nav = navigation();
    await renderStep(<AccommodationPage />, { company: company(), navigation: nav });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(notifications.getSnapshot()).toMatchObject({ severity: 'error' }));
    expect(nav.returnHome).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeEnabled();
  });

  it('says so when the hotel no longer offers a choice (400 PREFERENCE_NOT_OFFERED)', async () => {
    i18next.addResourceBundle('en-US', 'guest-errors', guestErrors, true, true);
    stubApi(api(null, 400, 'PREFERENCE_NOT_OFFERED'));
    const nav = navigation();
    await renderStep(<AccommodationPage />, { company: company(), navigation: nav });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message: guestErrors.codes.PREFERENCE_NOT_OFFERED,
      }),
    );
    expect(nav.returnHome).not.toHaveBeenCalled();
  });

  it('is not shown to guests whose flow has no preferences step', async () => {
    const fetchMock = stubApi(api(null));
    await renderStep(<AccommodationPage />, {
      company: company(),
      navigation: makeNavigation('confirmation'),
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Room preferences' })).toBeNull());
    expect(callsOf(fetchMock, 'GET')).toEqual([]);
  });
});
