import { ImageError } from './image-error.ts';
import { checkImageFile, isHeic } from './image-file-rules.ts';
import { shrinkImage } from './shrink-image.ts';

/**
 * A picked file made ready to upload: checked (type, 25 MB), then shrunk to a JPEG. A HEIC photo the
 * browser cannot decode (Chrome, Firefox) is refused as IMAGE_HEIC_UNSUPPORTED so the guest learns how
 * to send a JPG; Safari decodes HEIC and it goes through like any photo.
 */
export async function prepareImageFile(file: File, shrink: typeof shrinkImage = shrinkImage): Promise<Blob> {
  checkImageFile(file);
  try {
    return await shrink(file);
  } catch (error) {
    if (error instanceof ImageError && error.code === 'IMAGE_UNREADABLE' && isHeic(file)) {
      throw new ImageError('IMAGE_HEIC_UNSUPPORTED');
    }
    throw error;
  }
}
