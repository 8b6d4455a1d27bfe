import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store.ts';
import guests from '../../locales/en-US/guests.json';
import { initTestI18n, renderScreen } from '../../test/render.tsx';
import { ShareButton } from './share-button.tsx';

const URL_SHARED = `${window.location.origin}/?origin=share`;

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'guests', guests, true, true);
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'share');
  notifications.dismiss();
});

describe('ShareButton', () => {
  it('expands on the first click and shares the portal’s link on the second', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    await renderScreen(<ShareButton hotelName="Pousada Sol Nascente" />);
    const button = screen.getByRole('button', { name: guests.share.label });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(guests.share.action);
    expect(share).not.toHaveBeenCalled();
    await user.click(button);
    expect(share).toHaveBeenCalledWith({
      title: 'Pre-check-in: Pousada Sol Nascente',
      text: 'Fill in your guest form for Pousada Sol Nascente before you arrive: find the reservation with this link.',
      url: URL_SHARED,
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes back to its corner size when the guest scrolls on instead of sharing', async () => {
    const user = userEvent.setup();
    await renderScreen(<ShareButton hotelName="Pousada Sol Nascente" />);
    const button = screen.getByRole('button', { name: guests.share.label });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.scroll(window);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName(guests.share.label);
  });

  it('copies the link where sharing is not available, and says so', async () => {
    const user = userEvent.setup();
    await renderScreen(<ShareButton hotelName="Pousada Sol Nascente" />);
    const button = screen.getByRole('button', { name: guests.share.label });
    await user.click(button);
    await user.click(button);
    expect(await window.navigator.clipboard.readText()).toBe(URL_SHARED);
    expect(notifications.getSnapshot()).toMatchObject({ severity: 'success', message: guests.share.copied });
  });
});
