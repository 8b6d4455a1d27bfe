/**
 * Why an image cannot be used: too large, not a JPG or PNG, a HEIC photo this browser cannot open,
 * unreadable, or the JPEG could not be made. The portal translates each code.
 */
export type TImageErrorCode =
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TYPE_NOT_ALLOWED'
  | 'IMAGE_HEIC_UNSUPPORTED'
  | 'IMAGE_UNREADABLE'
  | 'IMAGE_ENCODE_FAILED';

export class ImageError extends Error {
  readonly code: TImageErrorCode;

  constructor(code: TImageErrorCode) {
    super(code);
    this.name = 'ImageError';
    this.code = code;
  }
}
