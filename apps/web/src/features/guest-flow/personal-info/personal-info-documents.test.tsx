import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestStore } from '../../../lib/guest-session.ts';
import { stubApi } from './test-kit/fake-api.ts';
import type { TPersonalInfoSlots } from './personal-info-types.ts';
import { COMPANY, COMPLETE_MAIN, MINOR, makeClient } from './test-kit/fixtures.ts';
import { renderPersonalInfo } from './test-kit/render-personal-info.tsx';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('personal info: documents', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    guestStore.reset();
  });

  it('asks for the back of the document only on Next, not as soon as the front is added', async () => {
    const user = userEvent.setup();
    const slots: TPersonalInfoSlots = {
      renderDocumentImages: ({ value, onChange, error }) => (
        <div>
          <button type="button" onClick={() => onChange({ ...value, frontImageKey: 'front-key' })}>
            Add the front
          </button>
          {error ? <p role="note">{error}</p> : null}
        </div>
      ),
    };
    await renderPersonalInfo({
      client: makeClient({ ...COMPLETE_MAIN, documents: [] }),
      company: { ...COMPANY, rules: { ...COMPANY.rules, documentImagesRequired: true } },
      slots,
    });
    await user.type(screen.getByLabelText('Document number'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Add the front' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('note')).toHaveTextContent('Add photos of the front and back of the document');
  });

  it('does not ask a child under 14 a profession, and asks an adult', async () => {
    await renderPersonalInfo({
      client: makeClient({ ...MINOR, birthdate: '2017-03-10' }, [COMPLETE_MAIN]),
    });
    expect(screen.queryByLabelText(/^Profession/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nationality')).toBeInTheDocument();
  });

  it('asks an adult a profession', async () => {
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    expect(screen.getByLabelText(/^Profession/)).toBeInTheDocument();
  });

  it('masks a CPF as ###.###.###-## and refuses wrong check digits', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient({ ...COMPLETE_MAIN, documents: [] }) });
    expect(screen.getByLabelText('Document type')).toHaveValue('1');
    const number = screen.getByLabelText('Document number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await user.type(number, '52998224724999');
    expect(number).toHaveValue('529.982.247-24');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Enter a valid document number');
    await user.clear(number);
    await user.type(number, '52998224725');
    expect(number).toHaveValue('529.982.247-25');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('offers a Brazilian the default types and a foreigner the foreign ones', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(COMPLETE_MAIN) });
    expect(optionsOf(screen.getByLabelText('Document type'))).toEqual(['Choose…', 'CPF']);
    await waitFor(() => expect(optionsOf(screen.getByLabelText('Nationality'))).toContain('Argentina'));
    await user.selectOptions(screen.getByLabelText('Nationality'), 'AR');
    expect(optionsOf(screen.getByLabelText('Document type'))).toEqual([
      'Choose…',
      'Passport',
      'DNI',
      'RUT',
      'Foreign national ID (CIE)',
    ]);
    expect(screen.getByLabelText('Document type')).toHaveValue('4');
  });

  it('offers a minor the minors’ types and asks for an additional document with a CPF', async () => {
    const user = userEvent.setup();
    await renderPersonalInfo({ client: makeClient(MINOR, [COMPLETE_MAIN]) });
    expect(optionsOf(screen.getByLabelText('Document type'))).toEqual([
      'Choose…',
      'CPF',
      'Birth certificate',
    ]);
    const additional = screen.getByLabelText('Additional document');
    expect(optionsOf(additional)).toEqual(['None', 'Birth certificate', 'Brazilian ID card (RG)']);
    expect(additional).toHaveAccessibleDescription(/ID document or a birth certificate/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(additional).toHaveAccessibleDescription(/The additional document is required/);

    await user.selectOptions(screen.getByLabelText('Document type'), '0');
    expect(screen.getByLabelText('Document number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Additional document (optional)')).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(screen.getByLabelText('Additional document (optional)'), '3');
    await user.type(screen.getByLabelText('Additional document number'), '1234');
    await user.tab();
    expect(screen.getByLabelText('Additional document number')).toHaveAccessibleDescription(
      'Enter a valid document number',
    );
  });
});
