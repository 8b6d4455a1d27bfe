import { DOCUMENT_UPLOAD_MAX_BYTES, UPLOAD_CONTENT_TYPES } from '@hospedar/contracts/documents/constants';
import { ImageError } from './image-error.ts';

const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];

/** The file picker's filter: JPG and PNG, plus iPhone photos (HEIC), which Safari can convert. */
export const IMAGE_FILE_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';

type TFileLike = Pick<File, 'name' | 'type' | 'size'>;

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

export function isHeic(file: TFileLike): boolean {
  return HEIC_TYPES.includes(file.type.toLowerCase()) || ['heic', 'heif'].includes(extensionOf(file.name));
}

function isJpegOrPng(file: TFileLike): boolean {
  if ((UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase())) return true;
  // Some Android file managers give no type: trust the extension, the decoder has the last word.
  return file.type === '' && ['jpg', 'jpeg', 'png'].includes(extensionOf(file.name));
}

/** Refuses a file before reading it (spec section 5: JPG or PNG, at most 25 MB): over 25 MB, or neither JPG, PNG nor HEIC. */
export function checkImageFile(file: TFileLike, maxBytes: number = DOCUMENT_UPLOAD_MAX_BYTES): void {
  if (file.size > maxBytes) throw new ImageError('IMAGE_TOO_LARGE');
  if (!isJpegOrPng(file) && !isHeic(file)) throw new ImageError('IMAGE_TYPE_NOT_ALLOWED');
}
