import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store.ts';
import {
  initDocumentsI18n,
  storageForm,
  stubObjectUrls,
  stubScreen,
} from '../../features/documents/test-support/render-documents.tsx';
import { FAMILY, IDS, clientFor } from '../../features/guests/guest-fixtures.ts';
import { ok, renderGuestList, stubGuestApi } from '../../features/guests/render-guest-list.tsx';
import type { TFakeAnswer } from '../../features/guests/render-guest-list.tsx';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { GuestListRoute } from './guest-list-route.tsx';

vi.mock('../../lib/image/shrink-image.ts', () => ({
  shrinkImage: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

beforeEach(() => stubObjectUrls());
afterEach(() => {
  vi.unstubAllGlobals();
  guestStore.reset();
  editedGuestStore.set(null);
  notifications.dismiss();
  window.sessionStorage.clear();
});

const OLD_PHOTO = 'https://storage.test/laura.jpg?signature=1';
const guests = FAMILY.map((guest) => (guest.id === IDS.teen ? { ...guest, photoUrl: OLD_PHOTO } : guest));
const UPLOADED_KEY = storageForm(1).key;

const card = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;
const photoOf = (name: string) => card(name).querySelector('img');

/** The main guest's list, with uploads answered and the photo save answered by `save`. */
async function openList(kind: 'desktop' | 'phone', save: (body: unknown) => TFakeAnswer) {
  stubScreen(kind);
  installFakeXhr([{ status: 204 }]);
  const fetchMock = stubGuestApi({
    getClient: () => ok(clientFor(IDS.main, guests)),
    other: (method, url, init) => {
      if (method === 'GET' && url.startsWith('/api/storage?')) return ok(storageForm(1));
      if (method === 'PUT' && url === `/api/clients/${IDS.teen}`) return save(JSON.parse(String(init?.body)));
      return undefined;
    },
  });
  await initDocumentsI18n();
  const user = userEvent.setup();
  const view = await renderGuestList(clientFor(IDS.main, guests), <GuestListRoute />);
  await user.click(await screen.findByRole('button', { name: 'Got it' }));
  return { user, fetchMock, ...view };
}

function pickPhoto(name: string) {
  const input = within(card(name)).getByLabelText<HTMLInputElement>('Choose a photo');
  fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
}

describe('/home: the guest photo', () => {
  it("offers 'Edit photo' on the editable cards; a picked photo is uploaded, saved and shown", async () => {
    const { user, fetchMock, router } = await openList('desktop', (body) =>
      ok({ ...guests[2], ...(body as object), photoUrl: 'https://storage.test/new.jpg' }),
    );
    expect(
      screen.getAllByRole('button', { name: /^Edit photo of/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit photo of Rafael Costa', 'Edit photo of Laura Costa', 'Edit photo of Pedro Costa']);
    expect(photoOf('Laura Costa')).toHaveAttribute('src', OLD_PHOTO);

    await user.click(screen.getByRole('button', { name: 'Edit photo of Laura Costa' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    pickPhoto('Laura Costa');
    await waitFor(() => expect(photoOf('Laura Costa')).toHaveAttribute('src', 'blob:preview-1'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ photoId: UPLOADED_KEY });
    expect(notifications.getSnapshot()).toBeNull();
  });

  it('tells a failed save in a red notification and keeps the old photo', async () => {
    await openList('desktop', () => ({
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'boom' },
    }));
    pickPhoto('Laura Costa');
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject({
        severity: 'error',
        message:
          'The photo of Laura Costa was not saved. Something went wrong on our side. Please try again later.',
      }),
    );
    expect(photoOf('Laura Costa')).toHaveAttribute('src', OLD_PHOTO);
  });

  it('is an upload-camera button on a phone, which does not select the card', async () => {
    const { user } = await openList('phone', (body) => ok({ ...guests[2], ...(body as object) }));
    expect(screen.queryByRole('button', { name: /^Edit photo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a photo of Laura Costa' }));
    expect(screen.getByRole('button', { name: 'Laura Costa' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Upload a photo of Juliana/ })).not.toBeInTheDocument();
  });
});
