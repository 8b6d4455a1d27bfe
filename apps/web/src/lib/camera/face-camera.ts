import { CAMERA_ERROR, CameraError, toCameraErrorCode } from './camera-error.ts';
import { checkFacePixels } from './face-quality.ts';
import type { TLocalFaceIssue } from './face-quality.ts';

/** Phones and tablets: the front camera (spec section 4); desktop and localhost: the default camera. */
export function faceCameraConstraints(userAgent: string, hostname: string): MediaStreamConstraints {
  const isMobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
  const isLocal = hostname === 'localhost' || hostname === '127.0.0.1';
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return {
    audio: false,
    video: isMobile && !isLocal ? { facingMode: { ideal: 'user' }, ...size } : size,
  };
}

export type TFaceShot = { image: Blob; issues: TLocalFaceIssue[] };

/** Starts the face camera on a video element; rejects with a CameraError (denied, none). */
export async function startFaceCamera(video: HTMLVideoElement): Promise<MediaStream> {
  if (!window.isSecureContext || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    throw new CameraError(CAMERA_ERROR.noMedia);
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(
      faceCameraConstraints(navigator.userAgent, window.location.hostname),
    );
  } catch (error) {
    throw new CameraError(toCameraErrorCode(error));
  }
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name !== 'AbortError')
      throw new CameraError(toCameraErrorCode(error));
  }
  // Playing is not showing: until the first frame arrives a picture would be black (or nothing at all),
  // so the camera counts as started only with a frame to take.
  try {
    await firstFrame(video);
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw error;
  }
  return stream;
}

/** How long a started camera may take to show its first frame before it counts as not opened. */
const FIRST_FRAME_TIMEOUT_MS = 10_000;

function firstFrame(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0)
    return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => {
      video.removeEventListener('loadeddata', onFrame);
      reject(new CameraError('CAMERA_ERROR:NotReady'));
    }, FIRST_FRAME_TIMEOUT_MS);
    function onFrame() {
      window.clearTimeout(timer);
      resolve();
    }
    video.addEventListener('loadeddata', onFrame, { once: true });
  });
}

/** The frame as a JPEG, and what the local check finds in the middle third (the face in the oval). */
export function captureFace(video: HTMLVideoElement): Promise<TFaceShot> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0) return Promise.reject(new CameraError('CAMERA_ERROR:NotReady'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  // The middle third of the frame: the face inside the oval, not the room around it.
  const boxWidth = Math.round(canvas.width / 3);
  const boxHeight = Math.round(canvas.height / 3);
  const box = context.getImageData(boxWidth, boxHeight, boxWidth, boxHeight);
  const issues = checkFacePixels(box.data, boxWidth, boxHeight);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve({ image: blob, issues }) : reject(new CameraError('CAMERA_ERROR:CaptureFailed')),
      'image/jpeg',
      0.92,
    ),
  );
}
