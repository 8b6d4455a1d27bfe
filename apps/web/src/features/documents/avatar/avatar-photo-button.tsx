import { useId, useRef } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { IMAGE_FILE_ACCEPT } from '../../../lib/image/image-file-rules.ts';
import { CameraIcon } from '../icons.tsx';
import { useFailureText } from '../upload/use-failure-text.ts';
import { useImageUpload } from '../upload/use-image-upload.ts';
import '../documents.css';

/** MUI's sm breakpoint: below it the avatar gets the round upload-camera button. */
export const SMALL_SCREEN_QUERY = '(max-width: 599.95px)';

export type TAvatarPhotoButtonProps = {
  guestId: string;
  /** The guest's first name, for the button's label. */
  name?: string;
  /** The photo is stored: its key (the guest's photoId) and a local preview to show at once. */
  onChange: (photo: { photoId: string; previewUrl: string }) => void;
};

/**
 * The guest card's avatar control (spec section 2): an upload-camera button on small screens, an
 * 'edit photo' link otherwise. The photo is shrunk and uploaded to <guestId>/photo.
 */
export function AvatarPhotoButton({ guestId, name, onChange }: TAvatarPhotoButtonProps) {
  const { t } = useTranslation('documents', { keyPrefix: 'avatar' });
  const id = useId();
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY, { noSsr: true });
  const input = useRef<HTMLInputElement>(null);
  const failureText = useFailureText();
  const { state, uploadFile, retry } = useImageUpload({
    target: { guestId, purpose: 'photo' },
    onUploaded: (photoId, previewUrl) => onChange({ photoId, previewUrl }),
  });
  const isBusy = state.status === 'preparing' || state.status === 'uploading';
  const label = name ? t('uploadPhoto', { name }) : t('uploadPhotoNoName');
  const open = () => input.current?.click();

  return (
    <span className="avatar-photo">
      {isSmall ? (
        <IconButton className="avatar-photo__camera" onClick={open} disabled={isBusy} aria-label={label}>
          {isBusy ? <CircularProgress size={20} aria-hidden="true" /> : <CameraIcon size={20} />}
        </IconButton>
      ) : (
        <Button
          variant="text"
          size="small"
          onClick={open}
          disabled={isBusy}
          aria-label={name ? t('editPhotoOf', { name }) : undefined}
        >
          {t('editPhoto')}
        </Button>
      )}
      {isBusy ? (
        <span className="visually-hidden" role="status">
          {t('uploading')}
        </span>
      ) : null}
      {state.status === 'failed' ? (
        <span className="avatar-photo__error" role="alert" id={`${id}-error`}>
          {failureText(state.failure)}
          {state.canRetry ? (
            <Button size="small" onClick={retry}>
              {t('retry')}
            </Button>
          ) : null}
        </span>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('fileInputLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) uploadFile(file);
        }}
      />
    </span>
  );
}
