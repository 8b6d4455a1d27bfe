import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { API_COUNTRIES, COUNTRIES_URL_EN, isCountriesUrl } from '../../../test/countries.ts';
import {
  FULL_CONFIG,
  GUEST_ID,
  RESERVATION_ID,
  makeClient,
  makeFlowCompany,
  makeGuest,
} from '../test-support/fixtures.ts';
import { callsOf, makeNavigation, renderStep, stubApi } from '../test-support/render-step.tsx';
import type { TAnswer, TRoute } from '../test-support/render-step.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

const GUEST = makeGuest({
  homePhone: { ddi: '55', ddd: '11', number: '32221000' },
  arrivingFrom: { country: 'BR', state: 'SC', city: 'Imbituba' },
  nextDestination: { country: 'AR', state: 'Mendoza', city: 'Mendoza' },
  arrivingBy: 'car',
  purposeTrip: 'leisure',
  additionalData: {
    vehiclePlate: 'ABC1D23',
    guestsInCar: 1.5,
    arrivalDay: '2026-11-26',
    diet: 'vegan',
    firstVisit: true,
  },
});

const FINALIZED: TAnswer = {
  status: 200,
  body: { clientId: GUEST_ID, fnrhId: 'FNRH-1', isFirstFinalization: true },
};

const api =
  (finalize: TAnswer = FINALIZED, guest = GUEST): TRoute =>
  (method, url) => {
    if (method === 'GET' && url === `/api/clients/${GUEST_ID}`)
      return { status: 200, body: makeClient(guest) };
    if (method === 'POST' && url === '/api/clients/finalize-register') return finalize;
    if (url === COUNTRIES_URL_EN) return { status: 200, body: API_COUNTRIES };
    if (url === '/api/countries/BR/states')
      return { status: 200, body: [{ id: '42', code: 'SC', name: 'Santa Catarina' }] };
    if (url.startsWith('/api/countries/')) return { status: 200, body: [] };
    return undefined;
  };

const group = (name: string) => screen.getByRole('region', { name });
const answer = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {});

describe('confirmation', () => {
  it('groups every answer and writes it for people', async () => {
    stubApi(api());
    await renderStep(<ConfirmationPage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('confirmation'),
    });
    await screen.findByRole('region', { name: 'Personal data' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Personal data',
      'Document',
      'Contact',
      'Address',
      'Preferences and consent',
      'Trip data',
      'Questions from the hotel',
    ]);
    const personal = group('Personal data');
    expect(answer(personal, 'Date of birth')).toBe('22/07/1990');
    expect(answer(personal, 'Gender')).toBe('Male');
    await waitFor(() => expect(answer(personal, 'Nationality')).toBe('Brazil (API)'));
    // No filler: a field left empty has no row.
    expect(within(personal).queryByText('Profession', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
    expect(answer(group('Document'), 'Document type')).toBe('CPF');
    expect(answer(group('Document'), 'Document number')).toBe('318.546.720-53');
    expect(answer(group('Contact'), 'Mobile phone')).toBe('+55 (11) 99111-0000');
    expect(answer(group('Contact'), 'Phone')).toBe('+55 (11) 3222-1000');
    expect(answer(group('Address'), 'ZIP code')).toBe('01310-200');
    expect(answer(group('Address'), 'State')).toBe('São Paulo');
    const trip = group('Trip data');
    await waitFor(() => expect(answer(trip, 'Arriving from')).toBe('Imbituba, Santa Catarina, Brazil (API)'));
    expect(answer(trip, 'Next destination')).toBe('Mendoza, Mendoza, Argentina (API)');
    expect(answer(group('Address'), 'Country of residence')).toBe('Brazil (API)');
    expect(answer(trip, 'Mode of transportation')).toBe('Car');
    expect(answer(trip, 'Reason for travel')).toBe('Leisure or holidays');
    const extra = group('Questions from the hotel');
    expect(answer(extra, 'Vehicle plate')).toBe('ABC1D23');
    expect(answer(extra, 'People in the car')).toBe('1.5');
    expect(answer(extra, 'Arrival day')).toBe('26/11/2026');
    expect(answer(extra, 'Restrição alimentar')).toBe('Vegan');
    expect(answer(extra, 'First visit?')).toBe('Yes');
  });

  it('shows the consents and the document photos the hotel receives, and a plate in capitals', async () => {
    stubApi(
      api(FINALIZED, {
        ...GUEST,
        additionalData: { ...GUEST.additionalData, vehiclePlate: 'abc1d23' },
        optins: [
          { type: 4, isChecked: true },
          { type: 'email', isChecked: false },
          { type: 'terms', termsType: 1, id: 'use-v1', isChecked: true },
          { type: 'terms', termsType: 2, id: 'privacy-v1', isChecked: true },
        ],
        termsAcceptance: [
          {
            type: 1,
            id: 'use-v1',
            isChecked: true,
            version: 'use-v1',
            acceptedAt: '2026-11-20T13:00:00.000Z',
          },
          {
            type: 2,
            id: 'privacy-v1',
            isChecked: true,
            version: 'privacy-v1',
            acceptedAt: '2026-11-20T13:00:00.000Z',
          },
        ],
        documents: GUEST.documents.map((document) => ({
          ...document,
          frontImageUrl: 'https://storage.test/front.jpg',
          backImageUrl: 'https://storage.test/back.jpg',
        })),
      }),
    );
    await renderStep(<ConfirmationPage />, {
      company: makeFlowCompany({
        ...FULL_CONFIG,
        extraFields: FULL_CONFIG.extraFields.map((field) =>
          field.key === 'vehiclePlate' ? { ...field, isUpperCase: true } : field,
        ),
      }),
      navigation: makeNavigation('confirmation'),
    });
    const consent = await screen.findByRole('region', { name: 'Preferences and consent' });
    expect(answer(consent, 'Messages by messaging app')).toBe('Yes');
    expect(answer(consent, 'News and offers by email')).toBe('No');
    expect(answer(consent, 'Terms of use and privacy policy')).toBe('Accepted on 20/11/2026');
    const photos = within(group('Document')).getByRole('list', { name: 'Document photos' });
    expect(within(photos).getByRole('img', { name: 'Front of the document' })).toHaveAttribute(
      'src',
      'https://storage.test/front.jpg',
    );
    expect(within(photos).getByRole('img', { name: 'Back of the document' })).toBeInTheDocument();
    expect(answer(group('Questions from the hotel'), 'Vehicle plate')).toBe('ABC1D23');
  });

  it('shows a foreign address as its form has it: typed state and city, no neighbourhood row', async () => {
    stubApi(
      api(FINALIZED, {
        ...GUEST,
        country: { id: 'AR', name: 'Argentina' },
        zipCode: 'R8400',
        state: { id: null, name: 'Río Negro' },
        city: { id: null, name: 'San Carlos de Bariloche' },
        neighborhood: null,
      }),
    );
    await renderStep(<ConfirmationPage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('confirmation'),
    });
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(answer(address, 'State')).toBe('Río Negro');
    expect(answer(address, 'City')).toBe('San Carlos de Bariloche');
    expect(answer(address, 'ZIP code')).toBe('R8400');
    expect(within(address).queryByText('Neighborhood', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('names countries from the one countries list, asked once for every group', async () => {
    const fetchMock = stubApi(
      api(FINALIZED, {
        ...GUEST,
        nationality: { id: 'ar', name: 'Argentina' },
        nextDestination: { country: 'UY', state: '', city: 'Montevideo' },
      }),
    );
    await renderStep(<ConfirmationPage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('confirmation'),
    });
    const personal = await screen.findByRole('region', { name: 'Personal data' });
    await waitFor(() => expect(answer(personal, 'Nationality')).toBe('Argentina (API)'));
    // A code the list does not have is shown as it is.
    expect(answer(group('Trip data'), 'Next destination')).toBe('Montevideo, UY');
    expect(callsOf(fetchMock, 'GET').filter(([url]) => isCountriesUrl(url))).toEqual([
      [COUNTRIES_URL_EN, undefined],
    ]);
  });

  it('shows the codes while the countries list is missing', async () => {
    const route = api();
    stubApi((method, url, body) =>
      isCountriesUrl(url) ? { status: 500, body: { code: 'INTERNAL_ERROR' } } : route(method, url, body),
    );
    await renderStep(<ConfirmationPage />, {
      company: makeFlowCompany(),
      navigation: makeNavigation('confirmation'),
    });
    const trip = await screen.findByRole('region', { name: 'Trip data' });
    await waitFor(() => expect(answer(trip, 'Arriving from')).toBe('Imbituba, Santa Catarina, BR'));
    expect(answer(trip, 'Next destination')).toBe('Mendoza, Mendoza, AR');
    expect(answer(group('Personal data'), 'Nationality')).toBe('BR');
    expect(answer(group('Address'), 'Country of residence')).toBe('BR');
  });

  it('links each group back to its step, and the personal groups to their section of the form', async () => {
    stubApi(api());
    const navigation = makeNavigation('confirmation');
    await renderStep(<ConfirmationPage />, { company: makeFlowCompany(), navigation });
    const user = userEvent.setup();
    const edit = await screen.findByRole('link', { name: 'Edit Address' });
    expect(edit).toHaveAttribute('href', '/reservation/personal-info#pi-address-section');
    await user.click(edit);
    expect(navigation.goTo).toHaveBeenLastCalledWith('personal-info', 'pi-address-section');
    await user.click(screen.getByRole('link', { name: 'Edit Questions from the hotel' }));
    expect(navigation.goTo).toHaveBeenLastCalledWith('additional-data', undefined);
    expect(screen.getAllByRole('link', { name: /^Edit / })).toHaveLength(7);
  });

  it('leaves out the trip when the guest’s flow has no additional-data step', async () => {
    stubApi(api());
    const navigation = makeNavigation('confirmation', { hasStep: (name) => name !== 'additional-data' });
    await renderStep(<ConfirmationPage />, { company: makeFlowCompany(), navigation });
    await screen.findByRole('region', { name: 'Address' });
    expect(screen.queryByRole('region', { name: 'Trip data' })).not.toBeInTheDocument();
  });

  it('goes on to the signature when it is not the last step', async () => {
    const fetchMock = stubApi(api());
    const navigation = makeNavigation('confirmation');
    await renderStep(<ConfirmationPage />, { company: makeFlowCompany(), navigation });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }));
    expect(navigation.goNext).toHaveBeenCalled();
    expect(callsOf(fetchMock, 'POST')).toEqual([]);
  });

  it('confirms a finalized form with the finalized modal when it is the last step (no signature); OK leaves', async () => {
    const fetchMock = stubApi(api());
    const navigation = makeNavigation('confirmation', { isLastStep: true });
    await renderStep(<ConfirmationPage />, { company: makeFlowCompany(), navigation });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    const modal = await screen.findByRole('dialog', { name: 'Your form has been sent' });
    expect(modal).toHaveAccessibleDescription(/has been sent to the hotel/);
    expect(callsOf(fetchMock, 'POST').map(([url]) => url)).toEqual(['/api/clients/finalize-register']);
    expect(navigation.finishFlow).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(navigation.finishFlow).toHaveBeenCalled();
  });

  it('finalizes the FNRH when it is the last step, and shows a failure in red', async () => {
    const fetchMock = stubApi(api({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }));
    const navigation = makeNavigation('confirmation', { isLastStep: true });
    await renderStep(<ConfirmationPage />, { company: makeFlowCompany(), navigation });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message: 'An error occurred while saving the data.',
        duration: 3000,
      }),
    );
    expect(callsOf(fetchMock, 'POST')).toEqual([
      [
        '/api/clients/finalize-register',
        {
          companyId: makeFlowCompany().companyId,
          reservationId: RESERVATION_ID,
          clientId: GUEST_ID,
          immediatelyExport: false,
        },
      ],
    ]);
    expect(navigation.returnHome).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm and send' })).toBeEnabled();
  });
});
