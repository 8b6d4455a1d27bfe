import { DocumentImagesField } from '../../features/documents/index.ts';
import type { TRenderDocumentImages } from '../../features/guest-flow/personal-info/personal-info-types.ts';

const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * The personal-info form's document photos, drawn by the documents feature: the app joins the two, since
 * one feature does not import another. The form holds '' for "no image", the field null.
 */
export const renderDocumentImages: TRenderDocumentImages = ({ value, onChange, ...props }) => (
  <DocumentImagesField
    {...props}
    value={{
      frontImageKey: orNull(value.frontImageKey),
      backImageKey: orNull(value.backImageKey),
      frontImageUrl: orNull(value.frontImageUrl),
      backImageUrl: orNull(value.backImageUrl),
    }}
    onChange={(images) =>
      onChange({
        frontImageKey: images.frontImageKey ?? '',
        backImageKey: images.backImageKey ?? '',
        frontImageUrl: images.frontImageUrl ?? '',
        backImageUrl: images.backImageUrl ?? '',
      })
    }
  />
);
