import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../../lib/guest-session.ts';
import { stubApi } from './test-kit/fake-api.ts';
import { COMPLETE_MAIN, IDS, MINOR, makeClient } from './test-kit/fixtures.ts';
import { renderPersonalInfo } from './test-kit/render-personal-info.tsx';

describe('personal info: the main guest fills for a minor', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('says whose form it is and shows the minor flag, read-only', async () => {
    await renderPersonalInfo({ client: makeClient(MINOR, [COMPLETE_MAIN]) });
    expect(screen.getByText("You're filling in Laura Souza's form.")).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Minor (under 18)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Minor (under 18)' })).toBeDisabled();
    expect(screen.getByLabelText('Email (optional)')).toBeInTheDocument();
  });

  it('copies the main guest’s common data when ticked and clears it when unticked', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(MINOR, [COMPLETE_MAIN]) });
    const copy = screen.getByRole('checkbox', { name: "Use the main guest's data (Ana Souza)" });
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.click(copy);

    expect(screen.getByLabelText('ZIP code')).toHaveValue('88015-530');
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Bocaiúva');
    expect(screen.getByLabelText('Number', { selector: '#pi-address-number' })).toHaveValue('2125');
    expect(screen.getByLabelText('Apt., suite, etc. (optional)')).toHaveValue('Apto 804');
    expect(screen.getByLabelText('Neighborhood')).toHaveValue('Centro');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('42'));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('4205407'));
    expect(screen.getByLabelText('Area code', { selector: '#pi-home-area' })).toHaveValue('48');
    expect(screen.getByLabelText('Number', { selector: '#pi-home-number' })).toHaveValue('32345678');
    expect(screen.getByLabelText('Nationality')).toHaveValue('BR');
    expect(screen.getByLabelText('Name')).toHaveValue('LauraX');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('');

    await user.click(copy);
    expect(copy).not.toBeChecked();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('');
    expect(screen.getByLabelText('Street')).toHaveValue('');
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(screen.getByLabelText('Number', { selector: '#pi-home-number' })).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('LauraX');
  });

  it('offers no copy to the main guest’s own form', async () => {
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN, [MINOR]) });
    expect(screen.queryByRole('checkbox', { name: /main guest's data/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Minor (under 18)' })).not.toBeInTheDocument();
  });

  it('offers no copy to a companion filling their own form', async () => {
    await renderPersonalInfo({
      client: makeClient(MINOR, [COMPLETE_MAIN]),
      viewer: { id: IDS.minor, masterGuest: false },
    });
    expect(screen.queryByRole('checkbox', { name: /main guest's data/ })).not.toBeInTheDocument();
  });
});
