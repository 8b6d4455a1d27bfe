/* What the app layer uses of the documents feature. The phone hand-off screens are lazy route modules
   under scan-routes/, imported by the router directly. */
export { DocumentImagesField } from './field/document-images-field.tsx';
export type { TDocumentImagesFieldProps } from './field/document-images-field.tsx';
export type { TDocumentImagesValue } from './field/document-images-value.ts';
export { AvatarPhotoButton } from './avatar/avatar-photo-button.tsx';
export type { TAvatarPhotoButtonProps } from './avatar/avatar-photo-button.tsx';
