import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCameraEnvironment, stubVideoPlayback } from '../../../test/fake-media.ts';
import { renderDocuments, stubObjectUrls, stubScreen } from '../test-support/render-documents.tsx';
import { DocumentScanner } from './document-scanner.tsx';
import type { TDocumentScannerProps } from './document-scanner.tsx';

/** The cropper reports a crop area at once (jsdom never loads the image). */
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: { onCropComplete: (a: unknown, b: unknown) => void }) {
    const { onCropComplete } = props;
    // Once, as the real cropper does when the image has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 100, height: 63 }), []);
    return <div data-testid="cropper" />;
  },
}));
vi.mock('../crop/crop-image.ts', () => ({
  cropImage: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })),
}));

function setCamera(outcome: Parameters<typeof fakeCameraEnvironment>[0] = 'grant') {
  const fake = fakeCameraEnvironment(outcome);
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: fake.env.mediaDevices });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
    done(new Blob(['png'], { type })),
  );
  return fake;
}

async function renderScanner(props: Partial<TDocumentScannerProps> = {}) {
  const callbacks = { onImage: vi.fn(), onFinish: vi.fn(), onClose: vi.fn(), onUploadInstead: vi.fn() };
  await renderDocuments(
    <DocumentScanner sides={['front', 'back']} aspect={1.586} {...callbacks} {...props} />,
  );
  return callbacks;
}

beforeEach(() => {
  stubObjectUrls();
  stubVideoPlayback();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('document scanner on desktop (card modal with chips)', () => {
  beforeEach(() => stubScreen('desktop'));

  it('keeps Scan disabled while the camera permission is pending, then enables it', async () => {
    const fake = setCamera();
    let grant: (stream: MediaStream) => void = () => {};
    fake.getUserMedia.mockImplementationOnce(() => new Promise((resolve) => (grant = resolve)));
    await renderScanner();
    const dialog = await screen.findByRole('dialog', { name: 'Scan document' });
    expect(within(dialog).getByRole('button', { name: 'Scan' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Starting the camera');
    // The scanner animation plays while the camera starts; the scan line sweeps the target once live.
    expect(within(dialog).getByRole('status').querySelector('svg.scan-animation')).not.toBeNull();
    expect(dialog.querySelector('.scanner-target__line')).toBeNull();
    grant(fake.stream);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Scan' })).toBeEnabled());
    expect(dialog.querySelector('.scan-animation')).toBeNull();
    expect(dialog.querySelector('.scanner-target__line')).not.toBeNull();
  });

  it('scans front then back through the crop, emitting each side, and finishes', async () => {
    setCamera();
    const user = userEvent.setup();
    const callbacks = await renderScanner();
    const dialog = await screen.findByRole('dialog', { name: 'Scan document' });
    expect(within(dialog).getByRole('button', { name: 'Back: not captured yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Scan' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Scan' }));
    const crop = await screen.findByRole('dialog', { name: 'Adjust the photo' });
    await user.click(within(crop).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callbacks.onImage).toHaveBeenCalledWith('front', expect.any(Blob)));
    expect(screen.getByRole('button', { name: 'Front: captured' })).toBeInTheDocument();
    expect(screen.getByText(/Now turn the document over/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Adjust the photo' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(callbacks.onFinish).toHaveBeenCalled());
    expect(callbacks.onImage).toHaveBeenLastCalledWith('back', expect.any(Blob));
  });

  it('returns from the crop to the live camera of the same side with Take again', async () => {
    setCamera();
    const user = userEvent.setup();
    const callbacks = await renderScanner();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Adjust the photo' })).getByRole('button', {
        name: 'Retake',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adjust the photo' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/Place the front of the document/)).toBeInTheDocument();
    expect(callbacks.onImage).not.toHaveBeenCalled();
  });

  it('tells the parent on Cancel, which closes it', async () => {
    const fake = setCamera();
    const callbacks = await renderScanner();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callbacks.onClose).toHaveBeenCalled();
    expect(fake.stop).not.toHaveBeenCalled();
  });
});

describe('document scanner on phones (full screen with tabs)', () => {
  beforeEach(() => stubScreen('phone'));

  it('shows front and back tabs, the back disabled until the front is captured', async () => {
    setCamera();
    await renderScanner();
    const tabs = await screen.findByRole('tablist', { name: 'Sides of the document' });
    expect(within(tabs).getByRole('tab', { name: 'Front: not captured yet' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Back: not captured yet' })).toBeDisabled();
  });

  it.each([
    ['NotAllowedError', /Camera access was blocked/],
    ['NotFoundError', /couldn't find a camera/],
    ['NotReadableError', /Another app is using the camera/],
  ])('explains a %s and always offers the upload instead', async (name, text) => {
    setCamera({ fail: name });
    const callbacks = await renderScanner();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Scan' })).toBeDisabled();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Upload a photo instead' }));
    expect(callbacks.onUploadInstead).toHaveBeenCalledWith('front');
  });

  it('sends the guest of an in-app browser to the system browser', async () => {
    setCamera({ fail: 'NotAllowedError' });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile Instagram 312.0');
    await renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Open this page in your phone's browser/);
  });
});
