import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import {
  GUEST_ID,
  renderDocuments,
  storageForm,
  stubApi,
  stubObjectUrls,
  stubScreen,
} from '../test-support/render-documents.tsx';
import { AvatarPhotoButton } from './avatar-photo-button.tsx';

vi.mock('../../../lib/image/shrink-image.ts', () => ({
  shrinkImage: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

beforeEach(() => stubObjectUrls());
afterEach(() => vi.unstubAllGlobals());

describe('AvatarPhotoButton', () => {
  it('is an upload-camera button on small screens that uploads to the guest photo', async () => {
    stubScreen('phone');
    const api = stubApi((method, url) =>
      url.startsWith('/api/storage?') ? { status: 200, body: storageForm(1) } : undefined,
    );
    installFakeXhr([{ status: 204 }]);
    const onChange = vi.fn();
    await renderDocuments(<AvatarPhotoButton guestId={GUEST_ID} name="Ana" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Upload a photo of Ana' });
    const input = screen.getByLabelText<HTMLInputElement>('Choose a photo');
    const click = vi.spyOn(input, 'click');
    await userEvent.setup().click(button);
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ photoId: storageForm(1).key, previewUrl: 'blob:preview-1' }),
    );
    expect(String(api.mock.calls[0]?.[0])).toBe(`/api/storage?path=${GUEST_ID}%2Fphoto&ext=jpg`);
  });

  it("is an 'edit photo' link on larger screens", async () => {
    stubScreen('desktop');
    await renderDocuments(<AvatarPhotoButton guestId={GUEST_ID} name="Ana" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Edit photo of Ana' })).toHaveTextContent('Edit photo');
  });
});
