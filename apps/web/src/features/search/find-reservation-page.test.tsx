import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_COUNTRIES, COUNTRIES_URL_EN, isCountriesUrl } from '../../test/countries.ts';
import common from '../../locales/en-US/common.json';
import errors from '../../locales/en-US/errors.json';
import search from '../../locales/en-US/search.json';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { returnAfterVerification } from '../../lib/return-after-verification.ts';
import { FindReservationPage, switchSearchType } from './find-reservation-page.tsx';
import { paramsForType } from './search-types.ts';

const config = makeInitialConfig({
  company: makeCompany({
    parameters: {
      ...makeCompany().parameters,
      searchTypes: ['reservation', 'document', 'mail', 'phone', 'name'],
    },
    searchFlags: {
      enableSearchByReservationNumber: true,
      enableSearchByDocument: true,
      enableSearchByEmailOrPhoneNumber: true,
      enableSearchByName: false,
      enableSearchByFacialRecognition: false,
    },
  }),
});

function challengeResponse(): Response {
  const salt = 'abc?expires=4102444800&';
  const body = {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}3`).digest('hex'),
    maxnumber: 10,
    salt,
    signature: 'f'.repeat(64),
  };
  return new Response(JSON.stringify(body), { status: 200 });
}

/** The API's answers: the countries list (or `countries` for it), else a bot-check challenge. */
function stubApi(countries: () => Promise<Response> = () => Promise.resolve(Response.json(API_COUNTRIES))) {
  const fetchMock = vi.fn((url: string) =>
    isCountriesUrl(url) ? countries() : Promise.resolve(challengeResponse()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const countryCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => isCountriesUrl(url));

describe('search screen', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('changing the type stores it and resets the params (phone: +55, BR)', () => {
    const draft = {
      type: 'reservation' as const,
      params: { ...paramsForType('reservation'), reservationNumber: '1001' },
    };
    expect(switchSearchType(draft, 'reservation')).toBe(draft);
    const phone = switchSearchType(draft, 'phone');
    expect(phone).toEqual({ type: 'phone', params: paramsForType('phone') });
    expect(phone.params).toMatchObject({ contact: '+55 ', currentCountry: 'BR', reservationNumber: '' });
  });

  it('shows one tab per enabled type, moves with the arrow keys and resets what was typed', async () => {
    const user = userEvent.setup();
    await renderScreen(<FindReservationPage />, { initial: config });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Reservation', 'Document', 'Email', 'Phone']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]?.id);

    await user.type(screen.getByLabelText('Reservation number'), '1001');
    tabs[0]?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Phone' }));
    const phone = screen.getByLabelText('Mobile phone');
    expect(phone).toHaveValue('+55 ');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');

    await user.keyboard('{Home}');
    expect(screen.getByLabelText('Reservation number')).toHaveValue('');
  });

  it('follows the hotel’s search-type list: its order, each type once, only with its flag on', async () => {
    const company = config.company;
    const listed = makeInitialConfig({
      company: {
        ...company,
        parameters: { ...company.parameters, searchTypes: ['mail', 'name', 'reservation', 'mail'] },
      },
    });
    await renderScreen(<FindReservationPage />, { initial: listed });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Email', 'Reservation']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the inline messages of section 5 and keeps the draft for a reload', async () => {
    const user = userEvent.setup();
    await renderScreen(<FindReservationPage />, { initial: config });
    await user.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(screen.getByText('Enter the reservation number')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Reservation number')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(screen.getByLabelText('Reservation number'));

    await user.click(screen.getByRole('tab', { name: 'Document' }));
    await user.type(screen.getByLabelText('CPF'), '52998224724');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(screen.getByText('Enter a valid document number')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('hospedar.search.draft') ?? '{}')).toMatchObject({
      type: 'document',
      params: { documentNumber: '529.982.247-24' },
    });
  });

  it('asks for the countries on the document search only, and lists them Brazil first by code', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    await renderScreen(<FindReservationPage />, { initial: config });
    await user.type(screen.getByLabelText('Reservation number'), '1001');
    expect(countryCalls(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Document' }));
    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    const country = screen.getByRole('combobox', { name: 'Issuing country' });
    await within(country).findByRole('option', { name: 'Argentina (API)' });
    const options = within(country).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['BR', 'Brazil (API)'],
      ['AR', 'Argentina (API)'],
      ['CL', 'Chile (API)'],
      ['DE', 'Germany (API)'],
      ['PT', 'Portugal (API)'],
      ['US', 'United States (API)'],
    ]);
    expect(country).toHaveValue('BR');
    expect(country).not.toHaveAttribute('aria-describedby');
    await user.selectOptions(country, 'PT');
    expect(country).toHaveValue('PT');
    expect(countryCalls(fetchMock)).toEqual([[COUNTRIES_URL_EN, expect.anything()]]);
  });

  it('keeps the chosen country while the list loads, and says when it failed', async () => {
    let failList: () => void = () => {};
    stubApi(
      () =>
        new Promise((resolve) => {
          failList = () =>
            resolve(Response.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 }));
        }),
    );
    const user = userEvent.setup();
    await renderScreen(<FindReservationPage />, { initial: config });
    await user.click(screen.getByRole('tab', { name: 'Document' }));
    await user.selectOptions(screen.getByLabelText('Document type'), 'DNI');
    const country = screen.getByRole('combobox', { name: 'Issuing country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['BR']);
    expect(country).toHaveValue('BR');
    expect(country).toHaveAttribute('aria-busy', 'true');
    expect(country).toHaveAccessibleDescription('Loading the list…');

    failList();
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription("We couldn't load the list. Reload the page to try again."),
    );
    expect(country).toHaveValue('BR');
    expect(country).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the lock text with the time left when the search is locked', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes('/appointments/search')
            ? new Response(
                JSON.stringify({
                  code: 'SEARCH_LOCKED',
                  message: 'locked',
                  details: { retryAfterSeconds: 240 },
                }),
                { status: 429 },
              )
            : challengeResponse(),
        ),
      ),
    );
    await renderScreen(<FindReservationPage />, { initial: config });
    await user.type(screen.getByLabelText('Reservation number'), '1001');
    await user.type(screen.getByLabelText('Last name'), 'Souza');
    await user.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(
      await screen.findByText(
        'Search is locked after too many attempts. Try again in 5 minutes.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can try again in [34]:\d\d\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find reservation' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the incorrect-data modal when nothing matches, once per search, and keeps the hint', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(url.includes('/appointments/search') ? Response.json([]) : challengeResponse()),
      ),
    );
    await renderScreen(<FindReservationPage />, { initial: config });
    await user.type(screen.getByLabelText('Reservation number'), '9999');
    await user.type(screen.getByLabelText('Last name'), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Find reservation' }));
    const modal = await screen.findByRole('dialog', { name: search.incorrectData.text }, { timeout: 5000 });
    expect(modal.style.maxWidth).toBe('350px');
    await user.click(within(modal).getByRole('button', { name: common.actions.ok }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(search.notFound.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find reservation' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeVisible();
  });

  describe('a reservation whose pre-check-in is not open (decision 61)', () => {
    /** The search answers one reservation of these dates (today is 2026-11-22). */
    function answerOne(checkinDate: string, checkoutDate: string) {
      const found = [
        {
          id: '00000000-0000-4000-8000-000000000001',
          reservationNumber: '1009',
          resStatus: 1,
          checkinDate,
          checkoutDate,
          adultsNumber: 1,
          childrenNumber: 0,
          guestId: '11111111-1111-4111-8111-111111111111',
          guestFirstName: 'Ana',
        },
      ];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) =>
          Promise.resolve(url.includes('/appointments/search') ? Response.json(found) : challengeResponse()),
        ),
      );
    }
    async function searchFor(initial = config) {
      const user = userEvent.setup();
      await renderScreen(<FindReservationPage />, { initial });
      await user.type(screen.getByLabelText('Reservation number'), '1009');
      await user.type(screen.getByLabelText('Last name'), 'Castelo');
      await user.click(screen.getByRole('button', { name: 'Find reservation' }));
      return user;
    }

    it('shows the expired pre-check-in alert when the check-in day has passed: go to reception', async () => {
      answerOne('2026-11-21', '2026-11-24');
      const user = await searchFor();
      const alert = await screen.findByRole(
        'dialog',
        { name: search.blocked.reasons.periodEnded.title },
        { timeout: 5000 },
      );
      expect(alert).toHaveAccessibleDescription(errors.codes.RESERVATION_PERIOD_ENDED);
      await user.click(screen.getByRole('button', { name: common.expiredPin.action }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByLabelText('Reservation number')).toHaveValue('1009');
    });

    it('forgets a place remembered for someone else once the search finds a reservation', async () => {
      // A companion's link remembered her own form; then another guest searches on the same device.
      returnAfterVerification.remember('/reservation/personal-info');
      answerOne('2026-11-25', '2026-11-28');
      expect(window.sessionStorage.getItem('hospedar.returnAfterVerification')).not.toBeNull();
      await searchFor();
      await waitFor(
        () => expect(window.sessionStorage.getItem('hospedar.returnAfterVerification')).toBeNull(),
        { timeout: 5000 },
      );
      expect(returnAfterVerification.take()).toBeNull();
    });

    it('tells an expired reservation apart from a period that ended', async () => {
      answerOne('2026-11-15', '2026-11-20');
      await searchFor();
      const alert = await screen.findByRole(
        'dialog',
        { name: search.blocked.reasons.expired.title },
        { timeout: 5000 },
      );
      expect(alert).toHaveAccessibleDescription(errors.codes.RESERVATION_EXPIRED);
    });

    it('tells a guest too early the day it opens, from the hotel’s precheckinOpensDaysBefore', async () => {
      answerOne('2027-01-10', '2027-01-12');
      const company = config.company;
      await searchFor(
        makeInitialConfig({
          company: { ...company, rules: { ...company.rules, precheckinOpensDaysBefore: 30 } },
        }),
      );
      expect(
        await screen.findByText(search.blocked.reasons.notOpenYet.title, {}, { timeout: 5000 }),
      ).toBeVisible();
      expect(
        screen.getByText(errors.codes.RESERVATION_NOT_OPEN_YET_date.replace('{{date}}', '11/12/2026')),
      ).toBeVisible();
    });
  });
});
