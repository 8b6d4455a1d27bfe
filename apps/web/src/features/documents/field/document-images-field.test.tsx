import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentTypeId } from '@hospedar/contracts/constants';
import { ImageError } from '../../../lib/image/image-error.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import {
  GUEST_ID,
  renderDocuments,
  storageForm,
  stubApi,
  stubObjectUrls,
  stubScreen,
} from '../test-support/render-documents.tsx';
import { DocumentImagesField } from './document-images-field.tsx';
import type { TDocumentImagesValue } from './document-images-value.ts';

const shrink = vi.hoisted(() => vi.fn(async (_blob: Blob) => new Blob(['jpeg'], { type: 'image/jpeg' })));
vi.mock('../../../lib/image/shrink-image.ts', () => ({ shrinkImage: shrink }));

const EMPTY: TDocumentImagesValue = { frontImageKey: null, backImageKey: null };

function storageApi() {
  let n = 0;
  return stubApi((method, url) =>
    method === 'GET' && url.startsWith('/api/storage?') ? { status: 200, body: storageForm(++n) } : undefined,
  );
}

async function renderField(props: Partial<Parameters<typeof DocumentImagesField>[0]> = {}) {
  const onChange = vi.fn();
  await renderDocuments(
    <DocumentImagesField
      guestId={GUEST_ID}
      documentTypeId={DocumentTypeId.ID}
      value={EMPTY}
      onChange={onChange}
      required
      {...props}
    />,
  );
  return { onChange };
}

/** Picks a file through the take-or-upload modal of a side. */
async function uploadThroughModal(side: 'front' | 'back', file: File) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: side === 'front' ? 'Add front' : 'Add back' }));
  const dialog = await screen.findByRole('dialog', {
    name: side === 'front' ? 'Front of the document' : 'Back of the document',
  });
  const input = screen.getByLabelText<HTMLInputElement>('Choose a photo of the document');
  const click = vi.spyOn(input, 'click');
  await user.click(within(dialog).getByRole('button', { name: /Upload a file/ }));
  expect(click).toHaveBeenCalled();
  fireEvent.change(input, { target: { files: [file] } });
}

const jpg = (name = 'rg.jpg', type = 'image/jpeg', size = 2_000_000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  stubObjectUrls();
  stubScreen('phone');
});
afterEach(() => {
  vi.unstubAllGlobals();
  shrink.mockClear();
});

describe('DocumentImagesField', () => {
  it('shows one card per side: front and back for an RG, only the front for a passport', async () => {
    await renderField();
    expect(screen.getByRole('group', { name: 'Document photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add front' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add back' })).toBeInTheDocument();
  });

  it('has only a front for a passport', async () => {
    await renderField({ documentTypeId: DocumentTypeId.PASSPORT });
    expect(screen.getByRole('button', { name: 'Add front' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add back' })).not.toBeInTheDocument();
  });

  it('uploads a picked file, shrunk, with progress, and gives the key to the form', async () => {
    storageApi();
    const { sent } = installFakeXhr([{ status: 204 }]);
    const { onChange } = await renderField();
    await uploadThroughModal('front', jpg());
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        frontImageKey: 'tenant/guest/documents/key-1.jpg',
        frontImageUrl: null,
        backImageKey: null,
        erasedSides: [],
      }),
    );
    expect(shrink).toHaveBeenCalledTimes(1);
    expect(sent[0]?.headers).toEqual({});
    expect(screen.getByRole('img', { name: 'Photo of the front of the document' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
  });

  it('shows the progress bar with its label while sending', async () => {
    storageApi();
    installFakeXhr(['in-progress']);
    await renderField();
    await uploadThroughModal('back', jpg());
    const bar = await screen.findByRole('progressbar', { name: 'Sending the back photo' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', 'Sending… 50%');
  });

  it('offers Retry after a failed upload and re-sends the same image without a new pick', async () => {
    const api = storageApi();
    const { sent } = installFakeXhr(['network-error', { status: 204 }]);
    const { onChange } = await renderField();
    await uploadThroughModal('front', jpg());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't connect");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(shrink).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over 25 MB without reading it', async () => {
    await renderField();
    await uploadThroughModal('front', jpg('big.jpg', 'image/jpeg', 26 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 25 MB');
    expect(shrink).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('tells how to send a JPG when this browser cannot open an iPhone HEIC photo', async () => {
    shrink.mockRejectedValueOnce(new ImageError('IMAGE_UNREADABLE'));
    await renderField();
    await uploadThroughModal('front', jpg('IMG_0001.HEIC', 'image/heic'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings > Camera > Formats');
  });

  it('removes a saved image', async () => {
    const { onChange } = await renderField({
      value: {
        frontImageKey: 'f',
        backImageKey: 'b',
        frontImageUrl: 'https://signed/front',
        backImageUrl: 'https://signed/back',
      },
    });
    expect(screen.getByRole('img', { name: 'Photo of the back of the document' })).toHaveAttribute(
      'src',
      'https://signed/back',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the back photo' }));
    expect(onChange).toHaveBeenCalledWith({
      frontImageKey: 'f',
      frontImageUrl: 'https://signed/front',
      backImageKey: null,
      backImageUrl: null,
      erasedSides: ['back'],
    });
  });

  it('shows the validation message it is given, on the group', async () => {
    await renderField({ error: 'validation.backImage' });
    const group = screen.getByRole('group', { name: 'Document photos' });
    expect(group).toHaveAccessibleDescription(/Add photos of the front and back of the document/);
  });

  it('offers the phone (QR code) only on desktops', async () => {
    const user = userEvent.setup();
    await renderField();
    await user.click(screen.getByRole('button', { name: 'Add front' }));
    expect(screen.queryByRole('button', { name: /Use my phone/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    stubScreen('desktop');
    await renderField();
    await user.click(screen.getAllByRole('button', { name: 'Add front' })[1] as HTMLElement);
    expect(await screen.findByRole('button', { name: /Use my phone/ })).toBeInTheDocument();
  });
});
