import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../locales/en-US/console.json';
import { NewPasswordFields, type NewPasswordValue } from './new-password-fields.tsx';

function Harness() {
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirm: '' });
  return <NewPasswordFields value={value} onChange={setValue} errors={{}} userInputs={['solnascente']} />;
}

describe('the new password fields (spec section 5: weak, medium, strong)', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en-US',
      resources: { 'en-US': { console: en } },
      defaultNS: 'console',
      interpolation: { escapeValue: false },
    });
  });

  it('shows the strength while typing, from zxcvbn', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText(/New password/);
    expect(screen.queryByText(/Strength:/)).toBeNull();
    await user.type(field, 'password123');
    expect(screen.getByText('Strength: weak')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Hotel2026!');
    expect(screen.getByText('Strength: medium')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'balcao azul de madeira');
    expect(screen.getByText('Strength: strong')).toBeTruthy();
    // The hotel's own name counts as known to an attacker.
    await user.clear(field);
    await user.type(field, 'solnascente');
    expect(screen.getByText('Strength: weak')).toBeTruthy();
  });
});
