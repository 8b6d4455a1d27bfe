import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { FAMILY, IDS, clientFor } from './guest-fixtures.ts';
import { GuestListPage } from './guest-list-page.tsx';
import type { TGuestPhotoChange, TRenderPhotoAction } from './guest-photos.ts';
import { ok, renderGuestList, setScreen, stubGuestApi } from './render-guest-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  window.sessionStorage.clear();
});

const RAFAEL_PHOTO = 'https://storage.test/rafael.jpg?signature=1';
const withPhoto = FAMILY.map((guest) =>
  guest.id === IDS.main ? { ...guest, photoUrl: RAFAEL_PHOTO } : guest,
);

const card = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;
const photoOf = (name: string) => card(name).querySelector('img');
const drawingOf = (name: string) => card(name).querySelector('svg.guest-avatar__image');

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve: () => act(resolve), reject: (error: Error) => act(() => reject(error)) };
}

/** A stand-in for the app's photo action: each click reports the next change of `changes`. */
function fakePhotoAction(changes: TGuestPhotoChange[]): TRenderPhotoAction {
  return function FakePhotoAction({ name, onPhotoChange }) {
    return (
      <button
        type="button"
        onClick={() => {
          const change = changes.shift();
          if (change) onPhotoChange(change);
        }}
      >
        Photo of {name}
      </button>
    );
  };
}

async function openList(viewerId: string, renderPhotoAction?: TRenderPhotoAction) {
  stubGuestApi({ getClient: () => ok(clientFor(viewerId, withPhoto)) });
  const user = userEvent.setup();
  const view = await renderGuestList(
    clientFor(viewerId, withPhoto),
    <GuestListPage renderPhotoAction={renderPhotoAction} />,
  );
  if (viewerId === IDS.main) await user.click(await screen.findByRole('button', { name: 'Got it' }));
  await screen.findByRole('list', { name: '4 guests' });
  return { user, ...view };
}

describe('guest photos on the cards', () => {
  it('shows the photo, round and decorative, or the default drawing without one or when it fails', async () => {
    setScreen('desktop');
    await openList(IDS.main);

    const photo = photoOf('Rafael Costa');
    expect(photo).toHaveAttribute('src', RAFAEL_PHOTO);
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('width', '72');
    expect(photo).toHaveClass('guest-avatar__photo');
    expect(drawingOf('Rafael Costa')).toBeNull();
    expect(photoOf('Juliana Costa')).toBeNull();
    expect(drawingOf('Juliana Costa')).not.toBeNull();

    fireEvent.error(photo as HTMLImageElement);
    expect(photoOf('Rafael Costa')).toBeNull();
    expect(drawingOf('Rafael Costa')).not.toBeNull();
  });

  it('offers the photo action only on the cards the viewer may edit', async () => {
    setScreen('desktop');
    const { unmount } = await openList(IDS.main, fakePhotoAction([]));
    expect(screen.getAllByRole('button', { name: /^Photo of/ }).map((b) => b.textContent)).toEqual([
      'Photo of Rafael Costa',
      'Photo of Laura Costa',
      'Photo of Pedro Costa',
    ]);
    unmount();

    setScreen('mobile');
    await openList(IDS.spouse, fakePhotoAction([]));
    expect(screen.getAllByRole('button', { name: /^Photo of/ }).map((b) => b.textContent)).toEqual([
      'Photo of Juliana Costa',
    ]);
  });

  it('shows a new photo at once and keeps it once saved, without opening the card', async () => {
    setScreen('desktop');
    const save = deferred();
    const { user, router } = await openList(
      IDS.main,
      fakePhotoAction([{ previewUrl: 'blob:new-photo', saved: save.promise }]),
    );

    await user.click(within(card('Rafael Costa')).getByRole('button', { name: 'Photo of Rafael Costa' }));
    expect(photoOf('Rafael Costa')).toHaveAttribute('src', 'blob:new-photo');
    save.resolve();
    await save.promise;
    expect(photoOf('Rafael Costa')).toHaveAttribute('src', 'blob:new-photo');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the previous photo when the save fails', async () => {
    setScreen('desktop');
    const second = deferred();
    const { user } = await openList(
      IDS.main,
      fakePhotoAction([
        { previewUrl: 'blob:first', saved: Promise.resolve() },
        { previewUrl: 'blob:second', saved: second.promise },
      ]),
    );
    const button = within(card('Laura Costa')).getByRole('button', { name: 'Photo of Laura Costa' });
    await user.click(button);
    await user.click(button);
    expect(photoOf('Laura Costa')).toHaveAttribute('src', 'blob:second');
    second.reject(new Error('save failed'));
    await waitFor(() => expect(photoOf('Laura Costa')).toHaveAttribute('src', 'blob:first'));
    expect(photoOf('Rafael Costa')).toHaveAttribute('src', RAFAEL_PHOTO);
  });

  it('on a phone, a tap on the photo action does not select the card', async () => {
    setScreen('mobile');
    const { user } = await openList(
      IDS.main,
      fakePhotoAction([{ previewUrl: 'blob:phone', saved: Promise.resolve() }]),
    );
    await user.click(screen.getByRole('button', { name: 'Photo of Laura Costa' }));
    expect(screen.getByRole('button', { name: 'Laura Costa' })).toHaveAttribute('aria-expanded', 'false');
    expect(photoOf('Laura Costa')).toHaveAttribute('src', 'blob:phone');
    expect(photoOf('Laura Costa')).toHaveAttribute('width', '64');
  });
});
