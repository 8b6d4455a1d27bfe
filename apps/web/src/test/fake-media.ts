import { vi } from 'vitest';
import type { TCameraEnvironment } from '../lib/camera/document-camera.ts';

/** A fake camera for tests: getUserMedia answers a stream whose tracks record stop(), or fails. */
export function fakeCameraEnvironment(outcome: 'grant' | { fail: string } = 'grant') {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints?: MediaStreamConstraints) => {
    if (outcome === 'grant') return stream;
    throw new DOMException('refused', outcome.fail);
  });
  const drawImage = vi.fn();
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage }),
    toBlob: vi.fn((callback: BlobCallback, type?: string) => callback(new Blob(['png'], { type }))),
  };
  const env: TCameraEnvironment = {
    mediaDevices: { getUserMedia },
    isSecureContext: true,
    createCanvas: () => canvas as unknown as HTMLCanvasElement,
  };
  return { env, getUserMedia, stop, stream, canvas, drawImage };
}

/** jsdom does not play media: play() resolves, pause() records, and the frame is 1280x720. */
export function stubVideoPlayback(size = { width: 1280, height: 720 }) {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(size.width);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(size.height);
  return { play, pause };
}
