import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../../lib/guest-session.ts';
import { stubApi } from './test-kit/fake-api.ts';
import { COMPLETE_MAIN, makeClient } from './test-kit/fixtures.ts';
import { renderPersonalInfo } from './test-kit/render-personal-info.tsx';

const SAVED_WITH_UF = {
  ...COMPLETE_MAIN,
  state: { id: 'SC', name: 'Santa Catarina' },
  city: { id: null, name: 'Florianopolis' },
};

describe('personal info: address', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('fills street, neighbourhood, state and city from the zip code, keeping the number', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    const zip = screen.getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '88780140');
    expect(zip).toHaveValue('88780-140');
    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveValue('Rua Nereu Ramos'));
    expect(screen.getByLabelText('Neighborhood')).toHaveValue('Centro');
    expect(screen.getByLabelText('State')).toHaveValue('42');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('4207304'));
    expect(screen.getByLabelText('Number', { selector: '#pi-address-number' })).toHaveValue('2125');
    expect(zip).toHaveAccessibleDescription(/Address found: Rua Nereu Ramos, Centro, Imbituba - SC/);
  });

  it('says a zip code the lookup lacks was not found, not that it is wrong, and leaves the address to type', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    const zip = screen.getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '11111111');
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription(
        "We couldn't find this ZIP code in our list. Please type your address below.",
      ),
    );
    expect(zip).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Bocaiúva');
    expect(screen.getByLabelText('Street')).toBeEnabled();
  });

  it('matches a record saved with the state abbreviation and the city name to the lists', async () => {
    await renderPersonalInfo({ client: makeClient(SAVED_WITH_UF) });
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('42'));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('4205407'));
  });

  it('empties the address for a country abroad, written freely, where only the city is required', async () => {
    const user = userEvent.setup();
    const { save } = await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    // The country list arrives once; the first screen of a test file can take a few seconds in jsdom.
    await waitFor(
      () => expect(screen.getAllByRole('option', { hidden: true, name: 'Argentina' })).toHaveLength(2),
      { timeout: 5000 },
    );
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'AR');
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
    const city = screen.getByLabelText('City');
    expect(city).toHaveValue('');
    expect(screen.getByLabelText('Address (optional)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('This field is required');
    await user.type(city, 'Buenos Aires');
    await user.type(screen.getByLabelText('Postal code (optional)'), 'C1425');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // What PUT /api/clients/{id} receives: the empty city id is dropped (spec section 5).
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      country: { id: 'AR', name: 'Argentina' },
      city: { name: 'Buenos Aires' },
      zipCode: 'C1425',
    });
    expect(save.mock.calls[0]?.[0]?.city).not.toHaveProperty('id');
  });
});
