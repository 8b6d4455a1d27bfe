import { ApiError } from '../../../lib/api-client.ts';
import { ImageError } from '../../../lib/image/image-error.ts';
import type { TImageErrorCode } from '../../../lib/image/image-error.ts';

/** A failed image, as the guest is told about it: a refusal of the file, or an API/storage code. */
export type TUploadFailure = { kind: 'image'; code: TImageErrorCode } | { kind: 'api'; code: string };

export function toUploadFailure(error: unknown): TUploadFailure {
  if (error instanceof ImageError) return { kind: 'image', code: error.code };
  if (error instanceof ApiError) return { kind: 'api', code: error.code };
  return { kind: 'api', code: 'UNKNOWN_ERROR' };
}
