import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import passkeys from '../../locales/en-US/passkeys.json';
import { notifications } from '../../components/notifications/notification-store.ts';
import { renderScreen } from '../../test/render.tsx';
import { GuestMenu } from './guest-menu.tsx';

describe('GuestMenu', () => {
  it('opens over no notification: the one showing is dismissed, so it covers no item', async () => {
    await renderScreen(<GuestMenu />);
    act(() => {
      notifications.notify({ severity: 'success', message: passkeys.offer.created });
    });
    expect(notifications.getSnapshot()?.message).toBe(passkeys.offer.created);
    fireEvent.click(screen.getByRole('button', { name: passkeys.menu.label }));
    expect(screen.getByRole('button', { name: passkeys.menu.signOut })).toBeVisible();
    expect(notifications.getSnapshot()).toBeNull();
  });

  it('leaves a notification alone when the menu closes', async () => {
    await renderScreen(<GuestMenu />);
    const menu = screen.getByRole('button', { name: passkeys.menu.label });
    fireEvent.click(menu);
    act(() => {
      notifications.notify({ severity: 'info', message: 'later' });
    });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(notifications.getSnapshot()?.message).toBe('later');
    act(() => notifications.dismiss());
  });
});
