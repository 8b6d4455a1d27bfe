/** Camera failures as spec section 4 names them: CAMERA_ERROR:{error.name}, MEDIA_REJECTED, NO_MEDIA. */
export type TCameraErrorCode = `CAMERA_ERROR:${string}`;

export const CAMERA_ERROR = {
  mediaRejected: 'CAMERA_ERROR:MEDIA_REJECTED',
  noMedia: 'CAMERA_ERROR:NO_MEDIA',
} as const satisfies Record<string, TCameraErrorCode>;

/** Permission refused by the guest or by the browser's policy. */
const REJECTED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
/** No camera on the device, or none that answers. */
const MISSING = new Set(['NotFoundError', 'DevicesNotFoundError']);

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const { name } = error as { name: unknown };
    if (typeof name === 'string' && name) return name;
  }
  return 'UnknownError';
}

/** The code of a getUserMedia failure. */
export function toCameraErrorCode(error: unknown): TCameraErrorCode {
  const name = errorName(error);
  if (REJECTED.has(name)) return CAMERA_ERROR.mediaRejected;
  if (MISSING.has(name)) return CAMERA_ERROR.noMedia;
  return `CAMERA_ERROR:${name}`;
}

/** A failure carrying its camera code, so callers never parse messages. */
export class CameraError extends Error {
  readonly code: TCameraErrorCode;

  constructor(code: TCameraErrorCode) {
    super(code);
    this.name = 'CameraError';
    this.code = code;
  }
}
