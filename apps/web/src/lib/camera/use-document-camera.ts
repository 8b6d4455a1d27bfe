import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefCallback } from 'react';
import { CameraError, toCameraErrorCode } from './camera-error.ts';
import type { TCameraErrorCode } from './camera-error.ts';
import { BROWSER_CAMERA_ENVIRONMENT, createDocumentCamera } from './document-camera.ts';
import type { TCameraEnvironment, TDocumentCamera } from './document-camera.ts';

export type TCameraState =
  | { status: 'pending'; errorCode: null }
  | { status: 'live'; errorCode: null }
  | { status: 'error'; errorCode: TCameraErrorCode };

const PENDING: TCameraState = { status: 'pending', errorCode: null };

const codeOf = (error: unknown): TCameraErrorCode =>
  error instanceof CameraError ? error.code : toCameraErrorCode(error);

/**
 * React around the document camera: asks for it when the video mounts, reports pending, live or the
 * error code, and stops every track on unmount. `retry` asks again (after the guest allowed it).
 */
export function useDocumentCamera(env: TCameraEnvironment = BROWSER_CAMERA_ENVIRONMENT) {
  // A callback ref: a video inside a dialog's portal mounts after the first commit.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const videoRef: RefCallback<HTMLVideoElement> = setVideo;
  const cameraRef = useRef<TDocumentCamera | null>(null);
  const [state, setState] = useState<TCameraState>(PENDING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!video) return;
    let isCurrent = true;
    const camera = createDocumentCamera(video, env);
    cameraRef.current = camera;
    setState(PENDING);
    camera.start().then(
      () => {
        if (isCurrent) setState({ status: 'live', errorCode: null });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'error', errorCode: codeOf(error) });
      },
    );
    return () => {
      isCurrent = false;
      camera.stop();
      cameraRef.current = null;
    };
  }, [video, attempt, env]);

  const capture = useCallback(async (): Promise<Blob> => {
    const camera = cameraRef.current;
    if (!camera) throw new CameraError('CAMERA_ERROR:NotReady');
    return camera.capture();
  }, []);
  const resume = useCallback(() => void cameraRef.current?.resume(), []);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { videoRef, ...state, capture, resume, retry };
}
