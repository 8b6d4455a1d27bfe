import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formDraft } from '../../../lib/form-draft.ts';
import { API_COUNTRIES, COUNTRIES_URL_EN, isCountriesUrl } from '../../../test/countries.ts';
import { EXTRA_FIELDS, GUEST_ID, makeClient, makeFlowCompany, makeGuest } from '../test-support/fixtures.ts';
import { callsOf, makeNavigation, renderStep, stubApi } from '../test-support/render-step.tsx';
import type { TRoute } from '../test-support/render-step.tsx';
import { AdditionalDataPage } from './additional-data-page.tsx';

const EXTRA_ONLY = {
  origin: false,
  destination: false,
  transportType: true,
  travelReason: false,
  extraFields: EXTRA_FIELDS,
};

const api =
  (client = makeClient()): TRoute =>
  (method, url, body) => {
    if (method === 'GET' && url === `/api/clients/${GUEST_ID}`) return { status: 200, body: client };
    if (method === 'PUT' && url === `/api/clients/${GUEST_ID}`)
      return { status: 200, body: { ...client.guest, ...(body as object) } };
    if (url === COUNTRIES_URL_EN) return { status: 200, body: API_COUNTRIES };
    if (url === '/api/countries/BR/states')
      return { status: 200, body: [{ id: '42', code: 'SC', name: 'Santa Catarina' }] };
    if (url === '/api/states/42/cities')
      return {
        status: 200,
        body: [
          { id: '4205407', name: 'Florianópolis' },
          { id: '4207304', name: 'Imbituba' },
        ],
      };
    if (url.startsWith('/api/countries/')) return { status: 200, body: [] };
    return undefined;
  };

beforeEach(() => {});

describe('additional data: the hotel’s extra fields', () => {
  it('draws each kind with its label in the current language (falling back) and marks optional ones', async () => {
    stubApi(api());
    await renderStep(<AdditionalDataPage />, {
      company: makeFlowCompany(EXTRA_ONLY),
      navigation: makeNavigation('additional-data'),
    });
    expect(await screen.findByRole('textbox', { name: 'Vehicle plate (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'People in the car (optional)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(screen.getByLabelText('Arrival day (optional)')).toHaveAttribute('type', 'date');
    // No English label: the Portuguese one shows; a required field has no mark (only optional ones say
    // so) and is required for assistive technology.
    const diet = screen.getByRole('combobox', { name: 'Restrição alimentar' });
    expect(diet).toBeRequired();
    expect(within(diet).getByRole('option', { name: 'Vegan' })).toBeInTheDocument();
    const firstVisit = screen.getByRole('group', { name: /^First visit\?/ });
    expect(
      within(firstVisit)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    expect(screen.getByRole('combobox', { name: /^Mode of transportation/ })).toBeRequired();
  });

  it('refuses Next while required fields are empty, says "This field is required" and focuses the first', async () => {
    const fetchMock = stubApi(api());
    const navigation = makeNavigation('additional-data');
    await renderStep(<AdditionalDataPage />, { company: makeFlowCompany(EXTRA_ONLY), navigation });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /People in the car/ }), 'two');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Enter a number, like 2 or 1.5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Mode of transportation/ })).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('4 fields need your attention.');
    const links = within(summary).getAllByRole('link');
    // Each link says what is wrong, as personal info's summary does.
    expect(links.map((link) => link.textContent)).toEqual([
      'Mode of transportation: This field is required',
      'People in the car (optional): Enter a number, like 2 or 1.5',
      'Restrição alimentar: This field is required',
      expect.stringMatching(/: This field is required$/),
    ]);
    await user.click(links[1] as HTMLElement);
    expect(screen.getByRole('textbox', { name: /People in the car/ })).toHaveFocus();
    expect(callsOf(fetchMock, 'PUT')).toEqual([]);
    expect(navigation.goNext).not.toHaveBeenCalled();
  });

  it('holds a number to the hotel’s limits and a repeated e-mail to the first (minValue, maxValue, sameAs)', async () => {
    const limited = {
      ...EXTRA_ONLY,
      transportType: false,
      extraFields: [
        {
          key: 'people',
          label: { 'pt-BR': 'Pessoas', 'en-US': 'People' },
          kind: 'number',
          required: true,
          min: 1,
          max: 9,
        },
        {
          key: 'mail',
          label: { 'pt-BR': 'E-mail', 'en-US': 'Invoice e-mail' },
          kind: 'email',
          required: false,
        },
        {
          key: 'mailAgain',
          label: { 'pt-BR': 'Repita', 'en-US': 'Repeat the invoice e-mail' },
          kind: 'email',
          required: false,
          sameAs: 'mail',
        },
      ],
    } satisfies typeof EXTRA_ONLY;
    const fetchMock = stubApi(api());
    const navigation = makeNavigation('additional-data');
    await renderStep(<AdditionalDataPage />, { company: makeFlowCompany(limited), navigation });
    const user = userEvent.setup();
    const people = await screen.findByRole('textbox', { name: /^People/ });
    const mail = screen.getByRole('textbox', { name: /^Invoice e-mail/ });
    const again = screen.getByRole('textbox', { name: /^Repeat the invoice e-mail/ });
    await user.type(people, '12');
    await user.type(mail, 'ana@example.com');
    await user.type(again, 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(people).toHaveAccessibleDescription('Enter 9 or less');
    expect(again).toHaveAccessibleDescription("The two fields don't match");
    expect(people).toHaveFocus();

    await user.clear(people);
    await user.type(people, '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(people).toHaveAccessibleDescription('Enter 1 or more');
    expect(callsOf(fetchMock, 'PUT')).toEqual([]);

    await user.clear(people);
    await user.type(people, '3');
    await user.clear(again);
    await user.type(again, 'ANA@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(navigation.goNext).toHaveBeenCalled());
    expect(callsOf(fetchMock, 'PUT')[0]?.[1]).toMatchObject({
      additionalData: { people: 3, mail: 'ana@example.com', mailAgain: 'ANA@example.com' },
    });
  });

  it('saves the answers by key, clears the draft and goes to the next step', async () => {
    const fetchMock = stubApi(api(makeClient(makeGuest({ additionalData: { fromOtherConfig: 'kept' } }))));
    const navigation = makeNavigation('additional-data');
    await renderStep(<AdditionalDataPage />, { company: makeFlowCompany(EXTRA_ONLY), navigation });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Vehicle plate/ }), 'ABC1D23');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Mode of transportation/ }), 'car');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Restrição alimentar/ }), 'vegan');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() =>
      expect(
        formDraft.load(GUEST_ID, 'additional-data', (v): v is object => typeof v === 'object'),
      ).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(navigation.goNext).toHaveBeenCalled());
    expect(callsOf(fetchMock, 'PUT')).toEqual([
      [
        `/api/clients/${GUEST_ID}`,
        {
          arrivingBy: 'car',
          additionalData: {
            fromOtherConfig: 'kept',
            vehiclePlate: 'ABC1D23',
            diet: 'vegan',
            firstVisit: false,
          },
        },
      ],
    ]);
    expect(localStorage.getItem(`hospedar.draft.${GUEST_ID}.additional-data`)).toBeNull();
  });

  it('gives back what was typed before a reload', async () => {
    stubApi(api());
    formDraft.save(GUEST_ID, 'additional-data', {
      arrivingFrom: { country: '', state: '', city: '' },
      nextDestination: { country: '', state: '', city: '' },
      arrivingBy: 'plane',
      purposeTrip: '',
      extra: { vehiclePlate: 'XYZ9A88', firstVisit: 'yes' },
    });
    await renderStep(<AdditionalDataPage />, {
      company: makeFlowCompany(EXTRA_ONLY),
      navigation: makeNavigation('additional-data'),
    });
    expect(await screen.findByRole('textbox', { name: /Vehicle plate/ })).toHaveValue('XYZ9A88');
    expect(screen.getByRole('combobox', { name: /^Mode of transportation/ })).toHaveValue('plane');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });
});

describe('additional data: the trip', () => {
  it('picks the state and city of Brazil from the lists, and types them elsewhere', async () => {
    const fetchMock = stubApi(api());
    const navigation = makeNavigation('additional-data');
    const config = {
      origin: true,
      destination: true,
      transportType: false,
      travelReason: false,
      extraFields: [],
    };
    await renderStep(<AdditionalDataPage />, { company: makeFlowCompany(config), navigation });
    const user = userEvent.setup();
    const origin = await screen.findByRole('group', { name: 'Arriving from' });
    await user.type(within(origin).getByRole('combobox', { name: /^Country/ }), 'Braz');
    await user.click(await screen.findByRole('option', { name: 'Brazil (API)' }));
    await user.click(await within(origin).findByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Santa Catarina' }));
    await user.click(within(origin).getByRole('combobox', { name: /^City/ }));
    await user.click(await screen.findByRole('option', { name: 'Imbituba' }));

    const destination = screen.getByRole('group', { name: 'Next destination' });
    await user.type(within(destination).getByRole('combobox', { name: /^Country/ }), 'Argentina');
    await user.click(await screen.findByRole('option', { name: 'Argentina (API)' }));
    await user.type(
      await within(destination).findByRole('textbox', { name: 'State or province (optional)' }),
      'Mendoza',
    );
    await user.type(within(destination).getByRole('textbox', { name: /^City/ }), 'Mendoza');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(navigation.goNext).toHaveBeenCalled());
    expect(callsOf(fetchMock, 'PUT')[0]?.[1]).toEqual({
      arrivingFrom: { country: 'BR', state: 'SC', city: 'Imbituba' },
      nextDestination: { country: 'AR', state: 'Mendoza', city: 'Mendoza' },
    });
  }, 30_000);
});

describe('additional data: the country pickers', () => {
  const TRIP = {
    origin: true,
    destination: true,
    transportType: false,
    travelReason: false,
    extraFields: [],
  };
  const SAVED = makeGuest({
    arrivingFrom: { country: 'AR', state: 'Mendoza', city: 'Mendoza' },
    nextDestination: { country: 'CL', state: '', city: 'Santiago' },
  });

  it('offers the API’s countries, the hotel’s most common first, then the rest by name', async () => {
    const fetchMock = stubApi(api());
    await renderStep(<AdditionalDataPage />, {
      company: makeFlowCompany(TRIP),
      navigation: makeNavigation('additional-data'),
    });
    const user = userEvent.setup();
    const origin = await screen.findByRole('group', { name: 'Arriving from' });
    await user.click(within(origin).getByRole('combobox', { name: /^Country/ }));
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'Brazil (API)' });
    const names = (name: string) =>
      within(within(list).getByRole('group', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    // The hotel's parameters.countries is ['BR', 'AR'].
    expect(names('Most common')).toEqual(['Brazil (API)', 'Argentina (API)']);
    expect(names('All countries')).toEqual([
      'Chile (API)',
      'Germany (API)',
      'Portugal (API)',
      'United States (API)',
    ]);
    // Both pickers read the one list: a single request.
    expect(callsOf(fetchMock, 'GET').filter(([url]) => isCountriesUrl(url))).toEqual([
      [COUNTRIES_URL_EN, undefined],
    ]);
  });

  it('shows the saved countries by name once the list arrives', async () => {
    stubApi(api(makeClient(SAVED)));
    await renderStep(<AdditionalDataPage />, {
      company: makeFlowCompany(TRIP),
      navigation: makeNavigation('additional-data'),
    });
    const origin = await screen.findByRole('group', { name: 'Arriving from' });
    const destination = screen.getByRole('group', { name: 'Next destination' });
    await waitFor(() =>
      expect(within(origin).getByRole('combobox', { name: /^Country/ })).toHaveValue('Argentina (API)'),
    );
    expect(within(destination).getByRole('combobox', { name: /^Country/ })).toHaveValue('Chile (API)');
  });

  it('keeps the saved country and says the list is loading, then that it failed', async () => {
    let failList: () => void = () => {};
    const fetchMock = stubApi(api(makeClient(SAVED)));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      isCountriesUrl(String(input))
        ? new Promise<Response>((resolve) => {
            failList = () =>
              resolve(new Response(JSON.stringify({ code: 'INTERNAL_ERROR' }), { status: 500 }));
          })
        : (answer?.(input, init) ?? Promise.reject(new Error('no answer'))),
    );
    await renderStep(<AdditionalDataPage />, {
      company: makeFlowCompany(TRIP),
      navigation: makeNavigation('additional-data'),
    });
    const origin = await screen.findByRole('group', { name: 'Arriving from' });
    const country = within(origin).getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('AR');
    expect(within(origin).getByText('Loading the list…')).toBeInTheDocument();
    expect(within(origin).getByRole('textbox', { name: /^City/ })).toHaveValue('Mendoza');

    failList();
    expect(
      await within(origin).findByText("We couldn't load the list. Reload the page to try again."),
    ).toBeInTheDocument();
    expect(country).toHaveValue('AR');
    expect(
      within(screen.getByRole('group', { name: 'Next destination' })).getByRole('combobox', {
        name: /^Country/,
      }),
    ).toHaveValue('CL');
  });
});
