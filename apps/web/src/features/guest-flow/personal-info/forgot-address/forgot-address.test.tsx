import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../../../lib/guest-session.ts';
import { NEREU_RAMOS as NEREU, stubApi } from '../test-kit/fake-api.ts';
import { COMPLETE_MAIN, makeClient } from '../test-kit/fixtures.ts';
import { renderPersonalInfo } from '../test-kit/render-personal-info.tsx';

const ZIP_SEARCH = /^\/api\/zip\?state=SC&city=Imbituba&address=nereu$/;

describe('forgot address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('searches by state, city and street, and the picked address fills the form, keeping what was typed', async () => {
    const fetchMock = stubApi([{ match: ZIP_SEARCH, body: [NEREU] }]);
    const user = userEvent.setup();
    const { router } = await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    await user.type(screen.getByLabelText('Apt., suite, etc. (optional)'), ' fundos');
    await user.click(screen.getByRole('link', { name: "I don't know my ZIP code" }));

    expect(await screen.findByRole('heading', { name: 'Find your ZIP code' })).toBeInTheDocument();
    const state = screen.getByLabelText('State');
    await waitFor(() => expect(state).toHaveValue('SC'));
    const street = screen.getByLabelText('Street');
    expect(street).toHaveValue('Rua Bocaiúva');
    await user.clear(street);
    await user.type(street, 'ne');
    await user.click(screen.getByRole('button', { name: 'Search addresses' }));
    expect(street).toHaveAccessibleDescription(/Enter at least 3 characters/);
    expect(street).toHaveFocus();
    await user.type(street, 'reu');
    await user.selectOptions(screen.getByLabelText('City'), 'Imbituba');
    await user.click(screen.getByRole('button', { name: 'Search addresses' }));

    expect(router.state.location.pathname).toBe('/reservation/forgot-address-results');
    expect(await screen.findByText('1 address found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your address' })).toBeInTheDocument();
    expect(screen.getByText('Addresses found for "nereu" in Imbituba - SC:')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => ZIP_SEARCH.test(String(url)))).toBe(true);
    await user.click(screen.getByRole('button', { name: /Rua Nereu Ramos/ }));

    expect(router.state.location.pathname).toBe('/reservation/personal-info');
    expect(await screen.findByText(/Address filled in from your search/)).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('88780-140');
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Nereu Ramos');
    expect(screen.getByLabelText('Apt., suite, etc. (optional)')).toHaveValue('Apto 804 fundos');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('4207304'));
  });

  it('says so when nothing matches, and offers a new search and the way back to the form', async () => {
    stubApi([{ match: /^\/api\/zip\?/, body: [] }]);
    const user = userEvent.setup();
    const { router } = await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      path: '/reservation/forgot-address-results?state=SC&city=Imbituba&address=nada',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No address found' })).toBeInTheDocument();
    expect(screen.getByText('We found nothing for "nada" in Imbituba - SC.')).toBeInTheDocument();
    expect(
      screen.getByText('Try other words, or go back to the form and type your address.'),
    ).toBeInTheDocument();
    // Nothing on the screen claims an address was found.
    expect(screen.queryByText(/Addresses found|Choose your address/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
      'href',
      '/reservation/personal-info#pi-address-section',
    );
    await user.click(screen.getByRole('link', { name: 'New search' }));
    expect(router.state.location.pathname).toBe('/reservation/forgot-address');
    expect(screen.getByLabelText('Street')).toHaveValue('nada');
  });
});
