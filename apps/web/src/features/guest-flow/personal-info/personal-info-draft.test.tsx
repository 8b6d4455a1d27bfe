import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDraft } from '../../../lib/form-draft.ts';
import { guestStore } from '../../../lib/guest-session.ts';
import { PERSONAL_INFO_STEP } from './model/drafts.ts';
import { isPersonalInfoValues, valuesFromGuest } from './model/values.ts';
import type { TPersonalInfoValues } from './model/values.ts';
import { stubApi } from './test-kit/fake-api.ts';
import { COMPLETE_MAIN, IDS, makeClient } from './test-kit/fixtures.ts';
import { renderPersonalInfo } from './test-kit/render-personal-info.tsx';

const storedDraft = () =>
  formDraft.load<TPersonalInfoValues>(IDS.main, PERSONAL_INFO_STEP, isPersonalInfoValues);

describe('personal info: nothing lost', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('keeps what the guest types as a draft, and nothing before they type', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(storedDraft()).toBeNull();
    await user.clear(screen.getByLabelText('Street'));
    await user.type(screen.getByLabelText('Street'), 'Rua Nova');
    await waitFor(() => expect(storedDraft()?.address).toBe('Rua Nova'));
  });

  it('restores a draft over the saved values and tells the guest', async () => {
    formDraft.save(IDS.main, PERSONAL_INFO_STEP, {
      ...valuesFromGuest(COMPLETE_MAIN),
      address: 'Rua Digitada',
      socialName: 'Aninha',
      informSocialName: true,
    });
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    expect(screen.getByText("We've restored what you typed.")).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Digitada');
    expect(screen.getByLabelText('Preferred name')).toHaveValue('Aninha');
    expect(screen.getByRole('switch', { name: 'I go by a preferred name' })).toBeChecked();
  });

  it('clears the draft once the step is saved', async () => {
    const user = userEvent.setup();
    formDraft.save(IDS.main, PERSONAL_INFO_STEP, {
      ...valuesFromGuest(COMPLETE_MAIN),
      address: 'Rua Digitada',
    });
    const { save, navigation } = await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(navigation.goNext).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ address: 'Rua Digitada' }));
    expect(storedDraft()).toBeNull();
  });

  it('ignores a draft that is not a draft of this form', async () => {
    formDraft.save(IDS.main, PERSONAL_INFO_STEP, { address: 'half a draft' });
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    expect(screen.queryByText("We've restored what you typed.")).not.toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Bocaiúva');
  });
});
