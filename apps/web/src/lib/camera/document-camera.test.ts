import { describe, expect, it, vi } from 'vitest';
import { CameraError, toCameraErrorCode } from './camera-error.ts';
import { DOCUMENT_CAMERA_CONSTRAINTS, createDocumentCamera } from './document-camera.ts';
import { fakeCameraEnvironment, stubVideoPlayback } from '../../test/fake-media.ts';
import { isInAppBrowser } from './in-app-browser.ts';

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CameraError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('document camera', () => {
  it('asks for the rear camera at 1280x720 at least, and plays it muted inline', async () => {
    const { play } = stubVideoPlayback();
    const { env, getUserMedia, stream } = fakeCameraEnvironment();
    const video = document.createElement('video');
    await createDocumentCamera(video, env).start();
    expect(getUserMedia).toHaveBeenCalledWith(DOCUMENT_CAMERA_CONSTRAINTS);
    expect(DOCUMENT_CAMERA_CONSTRAINTS.video).toMatchObject({
      facingMode: { ideal: 'environment' },
      width: { min: 1280 },
      height: { min: 720 },
    });
    expect(video.srcObject).toBe(stream);
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalled();
  });

  it('captures by pausing the video and drawing its frame to a PNG of quality 1', async () => {
    const { pause } = stubVideoPlayback();
    const { env, canvas, drawImage } = fakeCameraEnvironment();
    const video = document.createElement('video');
    const camera = createDocumentCamera(video, env);
    await camera.start();
    const image = await camera.capture();
    expect(pause).toHaveBeenCalled();
    expect([canvas.width, canvas.height]).toEqual([1280, 720]);
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png', 1);
    expect(image.type).toBe('image/png');
  });

  it('stops every track when stopped', async () => {
    stubVideoPlayback();
    const { env, stop } = fakeCameraEnvironment();
    const video = document.createElement('video');
    const camera = createDocumentCamera(video, env);
    await camera.start();
    camera.stop();
    expect(stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
  });

  it('lets the camera go when stopped while the permission prompt was open', async () => {
    stubVideoPlayback();
    const { env, stop } = fakeCameraEnvironment();
    const camera = createDocumentCamera(document.createElement('video'), env);
    const starting = camera.start();
    camera.stop();
    await starting;
    expect(stop).toHaveBeenCalled();
  });

  it('falls back to the best camera there is when none reaches 1280x720', async () => {
    stubVideoPlayback();
    const { env, getUserMedia, stream } = fakeCameraEnvironment();
    getUserMedia.mockRejectedValueOnce(new DOMException('too small', 'OverconstrainedError'));
    const video = document.createElement('video');
    await createDocumentCamera(video, env).start();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(getUserMedia.mock.calls[1]?.[0]?.video).not.toHaveProperty('width.min');
    expect(video.srcObject).toBe(stream);
  });

  it.each([
    ['NotAllowedError', 'CAMERA_ERROR:MEDIA_REJECTED'],
    ['SecurityError', 'CAMERA_ERROR:MEDIA_REJECTED'],
    ['NotFoundError', 'CAMERA_ERROR:NO_MEDIA'],
    ['NotReadableError', 'CAMERA_ERROR:NotReadableError'],
    ['AbortError', 'CAMERA_ERROR:AbortError'],
  ])('maps a %s to %s', async (name, code) => {
    stubVideoPlayback();
    const { env } = fakeCameraEnvironment({ fail: name });
    expect(await failureOf(createDocumentCamera(document.createElement('video'), env).start())).toBe(code);
  });

  it('answers NO_MEDIA without mediaDevices or outside a secure context', async () => {
    const { env, getUserMedia } = fakeCameraEnvironment();
    const video = document.createElement('video');
    const withoutDevices = { ...env, mediaDevices: undefined };
    expect(await failureOf(createDocumentCamera(video, withoutDevices).start())).toBe(
      'CAMERA_ERROR:NO_MEDIA',
    );
    const insecure = { ...env, isSecureContext: false };
    expect(await failureOf(createDocumentCamera(video, insecure).start())).toBe('CAMERA_ERROR:NO_MEDIA');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('refuses to capture before the video has a frame', async () => {
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(0);
    const { env } = fakeCameraEnvironment();
    const camera = createDocumentCamera(document.createElement('video'), env);
    expect(await failureOf(camera.capture())).toBe('CAMERA_ERROR:NotReady');
  });
});

describe('camera error codes and in-app browsers', () => {
  it('names unknown failures after the error', () => {
    expect(toCameraErrorCode(new TypeError('x'))).toBe('CAMERA_ERROR:TypeError');
    expect(toCameraErrorCode('nonsense')).toBe('CAMERA_ERROR:UnknownError');
  });

  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 Instagram 312.0.0', true],
    ['Mozilla/5.0 (Linux; Android 14) [FBAN/EMA;FBLC/pt_BR;FBAV/400.0]', true],
    ['Mozilla/5.0 (iPhone) Mobile WhatsApp/2.24', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36', false],
  ])('tells an in-app browser: %s', (userAgent, expected) => {
    expect(isInAppBrowser(userAgent)).toBe(expected);
  });
});
