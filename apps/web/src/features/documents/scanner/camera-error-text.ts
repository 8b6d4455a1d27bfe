import { useTranslation } from 'react-i18next';
import { CAMERA_ERROR } from '../../../lib/camera/camera-error.ts';
import type { TCameraErrorCode } from '../../../lib/camera/camera-error.ts';
import { isInAppBrowser } from '../../../lib/camera/in-app-browser.ts';

type TCameraErrorKey = 'MEDIA_REJECTED' | 'NO_MEDIA' | 'NotReadableError' | 'inAppBrowser' | 'generic';

/**
 * Which explanation a camera failure gets. Inside Instagram, Facebook or WhatsApp the camera is refused
 * or missing because of the app, so the guest is sent to the system browser first.
 */
export function cameraErrorKey(code: TCameraErrorCode, userAgent: string): TCameraErrorKey {
  const isBlockedByApp = code === CAMERA_ERROR.mediaRejected || code === CAMERA_ERROR.noMedia;
  if (isBlockedByApp && isInAppBrowser(userAgent)) return 'inAppBrowser';
  if (code === CAMERA_ERROR.mediaRejected) return 'MEDIA_REJECTED';
  if (code === CAMERA_ERROR.noMedia) return 'NO_MEDIA';
  if (code === 'CAMERA_ERROR:NotReadableError' || code === 'CAMERA_ERROR:TrackStartError') {
    return 'NotReadableError';
  }
  return 'generic';
}

export function useCameraErrorText(code: TCameraErrorCode): string {
  const { t } = useTranslation('documents');
  return t(`cameraErrors.${cameraErrorKey(code, navigator.userAgent)}`);
}
