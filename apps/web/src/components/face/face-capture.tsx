import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_QUALITY_ISSUES } from '@hospedar/contracts/biometrics/constants';
import type { TFaceQualityIssue } from '@hospedar/contracts/biometrics/constants';
import { AlertBanner } from '../alert-banner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { CAMERA_ERROR, CameraError } from '../../lib/camera/camera-error.ts';
import { captureFace, startFaceCamera } from '../../lib/camera/face-camera.ts';

export type TCaptureProps = {
  /** Sends the picture; rejects to let the guest try again (the parent shows why in `message`). */
  onImage: (image: Blob) => Promise<void>;
  busyLabel: string;
  /**
   * The last upload's or search's failure: POOR_IMAGE_QUALITY shows its issues as hints, another code its
   * text; an error that is not the API's is the upload's network failing.
   */
  error?: Error | null;
  /** A result of the parent's to show where the alerts go (no reservation found). */
  message?: ReactNode;
  /** The way on when the camera cannot be used. */
  fallback: ReactNode;
};

type TCameraState = 'starting' | 'ready' | 'busy' | { error: string };

function isIssue(value: string): value is TFaceQualityIssue {
  return (FACE_QUALITY_ISSUES as readonly string[]).includes(value);
}

/** The face camera with its oval guide: captures, checks light and sharpness, then hands the JPEG on. */
export function FaceCapture({ onImage, busyLabel, error, message, fallback }: TCaptureProps) {
  const { t } = useTranslation('face');
  const errorText = useErrorText();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<TCameraState>('starting');
  const [localIssues, setLocalIssues] = useState<string[]>([]);

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return;
    setState('starting');
    try {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = await startFaceCamera(video);
      setState('ready');
    } catch (error) {
      setState({ error: error instanceof CameraError ? error.code : 'CAMERA_ERROR:UnknownError' });
    }
  }, []);

  useEffect(() => {
    void start();
    return () => streamRef.current?.getTracks().forEach((track) => track.stop());
  }, [start]);

  async function take() {
    const video = videoRef.current;
    if (!video || state !== 'ready') return;
    setState('busy');
    try {
      const shot = await captureFace(video);
      setLocalIssues(shot.issues);
      if (shot.issues.length === 0) await onImage(shot.image);
    } catch {
      // The parent shows the server's answer; the camera stays on for another try.
    }
    setState('ready');
  }

  const failure = error instanceof ApiError || !error ? error : null;
  const code = failure?.code ?? (error ? 'NETWORK_ERROR' : null);
  const isPoorImage = code === 'POOR_IMAGE_QUALITY';
  const serverIssues = isPoorImage ? (failure?.details?.issues ?? []) : [];
  const issues = [...localIssues, ...serverIssues].filter(isIssue);
  const shown =
    code && !isPoorImage ? <AlertBanner severity="error">{errorText(code)}</AlertBanner> : message;
  const cameraError = typeof state === 'object' ? state.error : null;
  const errorKind =
    cameraError === CAMERA_ERROR.mediaRejected
      ? 'denied'
      : cameraError === CAMERA_ERROR.noMedia
        ? 'missing'
        : 'other';
  return (
    <div className="face-capture">
      <div className="face-capture__frame">
        <video
          ref={videoRef}
          className="face-capture__video"
          aria-label={t('capture.video')}
          muted
          playsInline
        />
        <div className="face-capture__oval" aria-hidden="true" />
        {state === 'starting' ? (
          <p className="face-capture__starting" role="status">
            <span className="btn__spinner" aria-hidden="true" />
            {t('capture.starting')}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive" className="face-capture__alerts">
        {cameraError ? (
          <AlertBanner severity="error" description={t(`camera.${errorKind}Text`)}>
            {t(`camera.${errorKind}Title`)}
          </AlertBanner>
        ) : issues.length > 0 ? (
          <AlertBanner
            severity="warning"
            description={
              <>
                {t('quality.text')}
                {issues.map((issue) => (
                  <span key={issue} className="face-capture__hint">
                    {t(`quality.${issue}`)}
                  </span>
                ))}
              </>
            }
          >
            {t('quality.title')}
          </AlertBanner>
        ) : (
          shown
        )}
      </div>
      {cameraError ? (
        <button type="button" className="btn btn--primary btn--large btn--block" onClick={() => void start()}>
          {t('camera.retry')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--large btn--block"
          aria-disabled={state !== 'ready'}
          onClick={() => void take()}
        >
          {state === 'busy' ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {state === 'busy'
            ? busyLabel
            : issues.length > 0 || shown
              ? t('capture.retake')
              : t('capture.take')}
        </button>
      )}
      {fallback}
    </div>
  );
}
