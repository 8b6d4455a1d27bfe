import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeInitialConfig } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { WelcomeMenuPage } from './welcome-menu-page.tsx';

const withRules = (onlineServicesEnabled: boolean, checkoutEnabled: boolean) =>
  makeInitialConfig({
    company: makeCompany({ rules: { ...makeCompany().rules, onlineServicesEnabled, checkoutEnabled } }),
  });

describe('welcome menu', () => {
  it('offers pre-check-in, online services and check-out when the hotel enables them', async () => {
    await renderScreen(<WelcomeMenuPage />, { initial: withRules(true, true) });
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pre-check-in/ })).toHaveAttribute(
      'href',
      '/welcome/find-your-reservation',
    );
    expect(screen.getByRole('link', { name: /Online services/ })).toHaveAttribute(
      'href',
      '/welcome/online-services',
    );
    expect(screen.getByRole('link', { name: /Check-out/ })).toHaveAttribute('href', '/checkout');
  });

  it('hides online services and check-out when the rules disable them', async () => {
    await renderScreen(<WelcomeMenuPage />, { initial: withRules(false, false) });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
