import { LIMITS } from '@hospedar/contracts/constants';
import { CAMERA_ERROR, CameraError, toCameraErrorCode } from './camera-error.ts';

/** The rear camera at 1280x720 at least (spec section 4). */
export const DOCUMENT_CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { min: LIMITS.cameraMinWidth, ideal: 1920 },
    height: { min: LIMITS.cameraMinHeight, ideal: 1080 },
  },
};

/**
 * When no camera reaches 1280x720 (many laptop webcams), the best one there is: a readable photo beats
 * no photo, and the guest still has the upload path.
 */
const FALLBACK_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

export type TCameraEnvironment = {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  isSecureContext: boolean;
  createCanvas: () => HTMLCanvasElement;
};

export const BROWSER_CAMERA_ENVIRONMENT: TCameraEnvironment = {
  get mediaDevices() {
    return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  },
  get isSecureContext() {
    return typeof window === 'undefined' ? false : window.isSecureContext;
  },
  createCanvas: () => document.createElement('canvas'),
};

export type TDocumentCamera = {
  /** Asks for the camera and plays it in the video; rejects with a CameraError. */
  start: () => Promise<void>;
  /** Pauses the video and answers its frame as a PNG (quality 1). */
  capture: () => Promise<Blob>;
  /** Plays the video again after a capture. */
  resume: () => Promise<void>;
  /** Stops every track (the camera light goes off). */
  stop: () => void;
};

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CameraError('CAMERA_ERROR:CaptureFailed'))),
      'image/png',
      1,
    );
  });
}

async function requestStream(mediaDevices: Pick<MediaDevices, 'getUserMedia'>): Promise<MediaStream> {
  try {
    return await mediaDevices.getUserMedia(DOCUMENT_CAMERA_CONSTRAINTS);
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name !== 'OverconstrainedError' && name !== 'ConstraintNotSatisfiedError') throw error;
    return mediaDevices.getUserMedia(FALLBACK_CONSTRAINTS);
  }
}

/** The document camera on a video element, without React. */
export function createDocumentCamera(
  video: HTMLVideoElement,
  env: TCameraEnvironment = BROWSER_CAMERA_ENVIRONMENT,
): TDocumentCamera {
  let stream: MediaStream | null = null;
  let isStopped = false;

  function stopTracks() {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
  }

  return {
    async start() {
      const mediaDevices = env.mediaDevices;
      if (!env.isSecureContext || typeof mediaDevices?.getUserMedia !== 'function') {
        throw new CameraError(CAMERA_ERROR.noMedia);
      }
      let next: MediaStream;
      try {
        next = await requestStream(mediaDevices);
      } catch (error) {
        throw new CameraError(toCameraErrorCode(error));
      }
      if (isStopped) {
        // Unmounted while the permission prompt was open: let the camera go at once.
        next.getTracks().forEach((track) => track.stop());
        return;
      }
      stopTracks();
      stream = next;
      video.muted = true;
      video.playsInline = true;
      video.srcObject = next;
      try {
        await video.play();
      } catch (error) {
        // A play() interrupted by a new srcObject or by unmounting is not a camera failure.
        if ((error as { name?: unknown } | null)?.name !== 'AbortError') {
          throw new CameraError(toCameraErrorCode(error));
        }
      }
    },
    async capture() {
      if (!stream || video.videoWidth === 0) throw new CameraError('CAMERA_ERROR:NotReady');
      video.pause();
      const canvas = env.createCanvas();
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new CameraError('CAMERA_ERROR:CaptureFailed');
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return canvasToPng(canvas);
    },
    async resume() {
      if (!stream) return;
      try {
        await video.play();
      } catch {
        // Playing again can be refused only by an unmount in between; nothing to do.
      }
    },
    stop() {
      isStopped = true;
      stopTracks();
      video.srcObject = null;
    },
  };
}
