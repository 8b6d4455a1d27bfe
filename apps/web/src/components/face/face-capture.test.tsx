import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import face from '../../locales/en-US/face.json';
import guestErrors from '../../locales/en-US/guest-errors.json';
import errors from '../../locales/en-US/errors.json';
import { ApiError } from '../../lib/api-client.ts';
import { renderScreen } from '../../test/render.tsx';
import { startFaceCamera } from '../../lib/camera/face-camera.ts';
import { FaceCapture } from './face-capture.tsx';

// jsdom has no camera: the capture starts on a stream that does nothing.
vi.mock('../../lib/camera/face-camera.ts', () => ({
  startFaceCamera: vi.fn(() => Promise.resolve({ getTracks: () => [] })),
  captureFace: vi.fn(),
}));

const noop = () => Promise.resolve();

describe('FaceCapture shows what the last upload or search said', () => {
  beforeEach(() => vi.clearAllMocks());

  it('names each issue of a POOR_IMAGE_QUALITY answer as a hint, and offers another try', async () => {
    const poor = new ApiError(422, {
      code: 'POOR_IMAGE_QUALITY',
      message: '',
      details: { issues: ['manyFaces', 'notLive'] },
    });
    await renderScreen(<FaceCapture onImage={noop} busyLabel="…" error={poor} fallback={null} />);
    expect(await screen.findByText(face.quality.title)).toBeVisible();
    expect(screen.getByText(face.quality.manyFaces)).toBeVisible();
    expect(screen.getByText(face.quality.notLive)).toBeVisible();
    expect(screen.queryByText(face.quality.tooDark)).toBeNull();
    expect(screen.getByRole('button', { name: face.capture.retake })).toBeVisible();
  });

  it("shows another code's text instead of the parent's message", async () => {
    const refused = new ApiError(404, { code: 'FACE_RECOGNIZED_NO_RESERVATION', message: '' });
    await renderScreen(
      <FaceCapture
        onImage={noop}
        busyLabel="…"
        error={refused}
        message={<p>found none</p>}
        fallback={null}
      />,
    );
    expect(await screen.findByText(guestErrors.codes.FACE_RECOGNIZED_NO_RESERVATION)).toBeVisible();
    expect(screen.queryByText('found none')).toBeNull();
  });

  it('takes an error that is not the API’s for the network failing', async () => {
    await renderScreen(
      <FaceCapture onImage={noop} busyLabel="…" error={new TypeError('fetch failed')} fallback={null} />,
    );
    expect(await screen.findByText(errors.codes.NETWORK_ERROR)).toBeVisible();
  });

  it("shows the parent's message when nothing failed, and offers the first picture otherwise", async () => {
    const { unmount } = await renderScreen(
      <FaceCapture onImage={noop} busyLabel="…" message={<p>found none</p>} fallback={null} />,
    );
    expect(await screen.findByText('found none')).toBeVisible();
    unmount();
    await renderScreen(<FaceCapture onImage={noop} busyLabel="…" fallback={null} />);
    expect(await screen.findByRole('button', { name: face.capture.take })).toBeVisible();
  });

  it('says the camera is starting until its first frame, and only then lets the guest take the picture', async () => {
    let started: (stream: MediaStream) => void = () => {};
    vi.mocked(startFaceCamera).mockImplementationOnce(() => new Promise((resolve) => (started = resolve)));
    await renderScreen(<FaceCapture onImage={noop} busyLabel="…" fallback={null} />);
    expect(await screen.findByRole('status')).toHaveTextContent(face.capture.starting);
    expect(screen.getByRole('button', { name: face.capture.take })).toHaveAttribute('aria-disabled', 'true');
    started({ getTracks: () => [] } as unknown as MediaStream);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('button', { name: face.capture.take })).toHaveAttribute('aria-disabled', 'false');
  });
});
