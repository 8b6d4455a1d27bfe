import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import {
  GUEST_ID,
  RESERVATION_ID,
  renderDocuments,
  storageForm,
  stubApi,
  stubObjectUrls,
  stubScreen,
} from '../test-support/render-documents.tsx';
import { DocumentScanSuccessPage } from './document-scan-success-page.tsx';
import { DocumentUploadPage } from './document-upload-page.tsx';

vi.mock('../../../lib/image/shrink-image.ts', () => ({
  shrinkImage: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const TOKEN = 'scan-token-abcdef';
const UPLOAD = `/document-scan/${RESERVATION_ID}/${GUEST_ID}/upload?t=${TOKEN}`;
const PATTERN = '/document-scan/:reservationId/:guestId/upload';

beforeEach(() => {
  stubObjectUrls();
  stubScreen('phone');
});
afterEach(() => vi.unstubAllGlobals());

const passport = {
  guest: {
    documents: [
      {
        isMain: true,
        documentTypeId: 4,
        documentNumber: 'X',
        frontImageKey: null,
        backImageKey: null,
        frontImageUrl: null,
        backImageUrl: null,
      },
    ],
  },
};

describe('phone hand-off pages', () => {
  it('uploads with the scan token as bearer and sends the keys to the desktop', async () => {
    const api = stubApi((method, url) => {
      if (method === 'GET' && url === `/api/clients/${GUEST_ID}`) return { status: 200, body: passport };
      if (method === 'GET' && url.startsWith('/api/storage?')) return { status: 200, body: storageForm(1) };
      if (method === 'PUT' && url === `/api/clients/${GUEST_ID}/document-images`)
        return { status: 200, body: {} };
      return undefined;
    });
    const { sent } = installFakeXhr([{ status: 204 }]);
    const { router } = await renderDocuments(<DocumentUploadPage />, { path: UPLOAD, pattern: PATTERN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to the computer' }));
    expect(screen.getByRole('group', { name: 'Document photos' })).toHaveAccessibleDescription(
      /Add a photo of each side/,
    );

    await user.click(screen.getByRole('button', { name: 'Add front' }));
    await user.click(await screen.findByRole('button', { name: /Upload a file/ }));
    fireEvent.change(screen.getByLabelText('Choose a photo of the document'), {
      target: { files: [new File(['x'], 'passport.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByRole('img', { name: 'Photo of the front of the document' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Replace the front photo' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Send to the computer' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/document-scan/${RESERVATION_ID}/${GUEST_ID}/success`),
    );
    const authorizations = api.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(new Set(authorizations)).toEqual(new Set([`Bearer ${TOKEN}`]));
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ frontImageKey: storageForm(1).key });
    expect(sent[0]?.headers).toEqual({});
  });

  it('says when the link is not valid', async () => {
    stubApi(() => ({ status: 401, body: { code: 'TOKEN_INVALID', message: 'no' } }));
    await renderDocuments(<DocumentUploadPage />, { path: UPLOAD, pattern: PATTERN });
    expect(await screen.findByRole('alert')).toHaveTextContent("This link isn't valid or has expired");
  });

  it('tells the guest the photos are with the desktop and the phone can be closed', async () => {
    await renderDocuments(<DocumentScanSuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Photos sent!' })).toHaveFocus();
    expect(screen.getByText(/You can close this page/)).toBeInTheDocument();
  });
});
