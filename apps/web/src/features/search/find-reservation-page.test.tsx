import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { FindReservationPage, switchSearchType } from './find-reservation-page.tsx';
import { paramsForType } from './search-types.ts';

const config = makeInitialConfig({
  company: makeCompany({
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

describe('search screen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(challengeResponse())),
    );
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
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Reservation', 'Document', 'E-mail', 'Phone']);
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

  it('shows the inline messages of section 5 and keeps the draft for a reload', async () => {
    const user = userEvent.setup();
    await renderScreen(<FindReservationPage />, { initial: config });
    await user.click(screen.getByRole('button', { name: 'Search reservation' }));
    expect(screen.getByText('Enter the reservation number')).toBeInTheDocument();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Reservation number')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(screen.getByLabelText('Reservation number'));

    await user.click(screen.getByRole('tab', { name: 'Document' }));
    await user.type(screen.getByLabelText('CPF'), '52998224724');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Search reservation' }));
    expect(screen.getByText('Invalid document number')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('hospedar.search.draft') ?? '{}')).toMatchObject({
      type: 'document',
      params: { documentNumber: '529.982.247-24' },
    });
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
    await user.click(screen.getByRole('button', { name: 'Search reservation' }));
    expect(
      await screen.findByText(
        'Access blocked after too many attempts. Try again in 5 minutes.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can try again in [34]:\d\d\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search reservation' })).toBeDisabled();
  });
});
