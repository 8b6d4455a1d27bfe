import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { CARD_AVATAR_SIZE, DEFAULT_AVATAR_SIZE, cardAvatarSize } from './avatar-sizes.ts';
import { GuestAvatar } from './guest-avatar.tsx';
import { IDS, clientFor } from './guest-fixtures.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  window.sessionStorage.clear();
});

const avatarOf = (name: string) => {
  const card = screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;
  return card.querySelector('.guest-avatar__image') as Element;
};

describe('guest avatar sizes', () => {
  it('draws the photo 200 px by default (the spec’s default avatar size), drawing or photo alike', () => {
    expect(DEFAULT_AVATAR_SIZE).toBe(200);
    const { container, rerender } = render(<GuestAvatar />);
    const drawing = container.querySelector('svg.guest-avatar__image');
    expect(drawing).toHaveAttribute('width', '200');
    expect(drawing).toHaveAttribute('height', '200');
    rerender(<GuestAvatar photoUrl="blob:photo" />);
    const photo = container.querySelector('img.guest-avatar__image');
    expect(photo).toHaveAttribute('width', '200');
    expect(photo).toHaveAttribute('height', '200');
  });

  it('fits a card: 64 px on a phone under its 44 px camera button, 72 px on the 420 px desktop card', () => {
    expect(cardAvatarSize(false)).toBe(64);
    expect(cardAvatarSize(true)).toBe(72);
    // The camera button (44 px) covers a corner of the phone's photo, not the photo.
    expect(CARD_AVATAR_SIZE.phone).toBeGreaterThan(44);
    // Photo, gaps and two 44 px icons leave the name at least half of the 420 px card (padding 16).
    expect(420 - 2 * 16 - CARD_AVATAR_SIZE.desktop - 2 * 14 - 2 * 44).toBeGreaterThanOrEqual(420 / 2 - 20);
  });

  it('renders the cards’ photos at those sizes', async () => {
    setScreen('desktop');
    stubGuestApi({ getClient: () => ok(clientFor(IDS.spouse)) });
    const { unmount } = await renderGuestList(clientFor(IDS.spouse));
    expect(await screen.findByRole('list', { name: '4 guests' })).toBeInTheDocument();
    expect(avatarOf('Juliana Costa')).toHaveAttribute('width', String(CARD_AVATAR_SIZE.desktop));
    unmount();

    setScreen('mobile');
    await renderGuestList(clientFor(IDS.spouse));
    expect(await screen.findByRole('list', { name: '4 guests' })).toBeInTheDocument();
    expect(avatarOf('Juliana Costa')).toHaveAttribute('width', String(CARD_AVATAR_SIZE.phone));
  });
});
