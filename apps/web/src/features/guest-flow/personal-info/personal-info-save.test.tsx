import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { guestStore } from '../../../lib/guest-session.ts';
import { stubApi } from './test-kit/fake-api.ts';
import { COMPLETE_MAIN, makeClient } from './test-kit/fixtures.ts';
import { renderPersonalInfo } from './test-kit/render-personal-info.tsx';

const refusal = (fields: { field: string; message: string }[]) =>
  Promise.reject(new ApiError(400, { code: 'VALIDATION_FAILED', message: 'Invalid.', details: { fields } }));

describe('personal info: saving', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('saves only this step’s fields, cleaned, then goes to the next step', async () => {
    const user = userEvent.setup();
    const { save, navigation, finalize } = await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(navigation.goNext).toHaveBeenCalledTimes(1));
    const patch = save.mock.calls[0]?.[0];
    expect(patch).toMatchObject({ name: 'Ana', birthdate: '1990-05-04', zipCode: '88015530' });
    expect(Object.keys(patch ?? {})).not.toContain('arrivingBy');
    expect(finalize).not.toHaveBeenCalled();
  });

  it('on the last step saves, then finalizes instead of moving on', async () => {
    const user = userEvent.setup();
    const { save, navigation, finalize } = await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      isLastStep: true,
    });
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    await waitFor(() => expect(finalize).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(navigation.goNext).not.toHaveBeenCalled();
  });

  it('puts the API’s field messages on their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const { navigation } = await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      save: () =>
        refusal([
          { field: 'body.mobilePhone', message: 'validation.isValidMobilePhone' },
          { field: 'body.documents.0.documentNumber', message: 'validation.isValidDocument' },
        ]),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const document = screen.getByLabelText('Document number');
    await waitFor(() => expect(document).toHaveFocus());
    expect(document).toHaveAccessibleDescription('Enter a valid document number');
    expect(screen.getByLabelText('Area code', { selector: '#pi-mobile-area' })).toHaveAccessibleDescription(
      'Enter a valid mobile phone number',
    );
    expect(screen.getByRole('alert', { name: /2 fields need your attention/ })).toBeInTheDocument();
    expect(navigation.goNext).not.toHaveBeenCalled();
    await user.clear(document);
    await user.type(document, '74615398255');
    expect(document).not.toHaveAttribute('aria-invalid');
  });

  it('tells any other failure in the step’s red notification and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      save: () => Promise.reject(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'x' })),
    });
    await user.clear(screen.getByLabelText('Street'));
    await user.type(screen.getByLabelText('Street'), 'Rua Nova');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message: 'An error occurred while saving the data.',
        duration: 3000,
      }),
    );
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Nova');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says the connection is unstable when the save gets no answer, and Try again sends what was typed', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { save, navigation } = await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      save: (patch) => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new ApiError(0, { code: 'NETWORK_TIMEOUT', message: 'x' }))
          : Promise.resolve({ ...COMPLETE_MAIN, ...patch } as typeof COMPLETE_MAIN);
      },
    });
    await user.clear(screen.getByLabelText('Street'));
    await user.type(screen.getByLabelText('Street'), 'Rua Nova');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'warning',
        message: 'Your connection is unstable. What you typed is kept; please try again.',
        actionLabel: 'Try again',
      }),
    );
    expect(screen.getByLabelText('Street')).toHaveValue('Rua Nova');
    expect(navigation.goNext).not.toHaveBeenCalled();
    act(() => notifications.getSnapshot()?.onAction?.());
    await waitFor(() => expect(navigation.goNext).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toMatchObject({ address: 'Rua Nova' });
  });

  it('locks the billed main guest’s name with the hotel’s message and does not send it', async () => {
    const user = userEvent.setup();
    const { save } = await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN, [], true) });
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(
      /The name can't be changed because the reservation has already been billed/,
    );
    expect(screen.getByLabelText('Last name')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty('name');
  });

  it('puts a NAME_LOCKED_BILLED refusal on the name', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      save: () => Promise.reject(new ApiError(400, { code: 'NAME_LOCKED_BILLED', message: 'Locked.' })),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/reservation has already been billed/);
  });

  it('puts a CPF_IN_USE refusal on the document number, with the translated message', async () => {
    const user = userEvent.setup();
    const { navigation } = await renderPersonalInfo({
      client: makeClient(COMPLETE_MAIN),
      save: () =>
        Promise.reject(
          new ApiError(400, {
            code: 'CPF_IN_USE',
            message: 'This CPF is already used by another guest of this reservation.',
            details: { fields: [{ field: 'body.documents.0.documentNumber', message: 'CPF_IN_USE' }] },
          }),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const document = screen.getByLabelText('Document number');
    await waitFor(() => expect(document).toHaveFocus());
    expect(document).toHaveAccessibleDescription(
      'This CPF already belongs to another guest on this reservation. Each guest gives their own CPF; if this is a mistake, please contact the hotel.',
    );
    expect(navigation.goNext).not.toHaveBeenCalled();
  });
});
