import { act, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_ID, renderDocuments, stubApi } from '../test-support/render-documents.tsx';
import { DocumentScanQrCode } from './document-scan-qr-code.tsx';

vi.mock('qrcode', () => ({ default: { toCanvas: vi.fn(async () => undefined) } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LINK = 'https://hotel.example.com/document-scan/r/g?t=token-123456';

function documentWith(frontImageKey: string | null, backImageKey: string | null) {
  return {
    guest: {
      documents: [
        {
          isMain: true,
          documentTypeId: 3,
          documentNumber: '1',
          frontImageKey,
          backImageKey,
          frontImageUrl: frontImageKey && 'https://signed/f',
          backImageUrl: backImageKey && 'https://signed/b',
        },
      ],
    },
  };
}

describe('DocumentScanQrCode', () => {
  it('shows the link as a QR code with its expiry, and reports the photos when the phone has sent them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    stubApi((method, url) => {
      if (method === 'POST' && url === `/api/clients/${GUEST_ID}/document-scan-link`) {
        return {
          status: 200,
          body: {
            url: LINK,
            token: 'token-123456',
            expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          },
        };
      }
      if (method === 'GET' && url === `/api/clients/${GUEST_ID}`) {
        polls += 1;
        return { status: 200, body: polls < 2 ? documentWith(null, null) : documentWith('new-f', 'new-b') };
      }
      return undefined;
    });
    const onImages = vi.fn();
    await renderDocuments(
      <DocumentScanQrCode
        guestId={GUEST_ID}
        known={{ frontImageKey: null, backImageKey: null }}
        onImages={onImages}
      />,
    );
    expect(
      await screen.findByRole('img', { name: /QR code that opens the document scan/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(QRCode.toCanvas)).toHaveBeenCalledWith(
        expect.any(HTMLCanvasElement),
        LINK,
        expect.objectContaining({ width: 220 }),
      ),
    );
    expect(screen.getByText(/This code works until/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onImages).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() =>
      expect(onImages).toHaveBeenCalledWith({
        frontImageKey: 'new-f',
        backImageKey: 'new-b',
        frontImageUrl: 'https://signed/f',
        backImageUrl: 'https://signed/b',
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(polls).toBe(2);
  });

  it('offers a new code once the link expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi((method) =>
      method === 'POST'
        ? {
            status: 200,
            body: { url: LINK, token: 't', expiresAt: new Date(Date.now() + 60_000).toISOString() },
          }
        : { status: 200, body: documentWith(null, null) },
    );
    await renderDocuments(
      <DocumentScanQrCode
        guestId={GUEST_ID}
        known={{ frontImageKey: null, backImageKey: null }}
        onImages={vi.fn()}
      />,
    );
    await screen.findByRole('img', { name: /QR code/ });
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
    expect(screen.getByRole('button', { name: 'Create a new code' })).toBeInTheDocument();
  });
});
