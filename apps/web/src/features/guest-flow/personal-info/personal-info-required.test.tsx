import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../../lib/guest-session.ts';
import { stubApi } from './test-kit/fake-api.ts';
import { IDS, makeClient, makeGuest } from './test-kit/fixtures.ts';
import { renderPersonalInfo } from './test-kit/render-personal-info.tsx';

const NEW_GUEST = makeGuest({ id: IDS.main, masterGuest: true });

describe('personal info: required fields', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('shows no message before the guest leaves a field, then the field’s own on blur', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(NEW_GUEST) });
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(email);
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
  });

  it('on Next lists every missing field at the top and focuses the first one, saving nothing', async () => {
    const user = userEvent.setup();
    const { save } = await renderPersonalInfo({
      client: makeClient({ ...NEW_GUEST, name: '', lastName: '' }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = screen.getByRole('alert', { name: /13 fields need your attention/ });
    const items = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items.slice(0, 4)).toEqual([
      'Name: This field is required',
      'Last name: This field is required',
      'Date of birth: This field is required',
      'Gender: This field is required',
    ]);
    expect(items).toContain('Terms of use and privacy policy: This field is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();

    await user.click(within(summary).getByRole('link', { name: /^Gender/ }));
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
  });

  it('drops a message as soon as the field is right, and the summary with it', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(NEW_GUEST) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert', { name: /11 fields need your attention/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: /10 fields need your attention/ })).toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: 'Male' })).not.toHaveAttribute('aria-invalid');
  });
});
