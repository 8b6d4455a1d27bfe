import { useId } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TCameraErrorCode } from '../../../lib/camera/camera-error.ts';
import { UploadIcon } from '../icons.tsx';
import { useCameraErrorText } from './camera-error-text.ts';

type TCameraErrorPanelProps = {
  code: TCameraErrorCode;
  onRetry: () => void;
  onUploadInstead: () => void;
};

/** Why the camera did not open, what to do about it, and always the upload path instead. */
export function CameraErrorPanel({ code, onRetry, onUploadInstead }: TCameraErrorPanelProps) {
  const { t } = useTranslation('documents');
  const id = useId();
  const text = useCameraErrorText(code);
  return (
    <section className="camera-error" role="alert" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="camera-error__title">
        {t('cameraErrors.title')}
      </h3>
      <p className="camera-error__text">{text}</p>
      <p className="camera-error__text">{t('cameraErrors.uploadInstead')}</p>
      <div className="camera-error__actions">
        <Button variant="contained" startIcon={<UploadIcon size={20} />} onClick={onUploadInstead}>
          {t('cameraErrors.upload')}
        </Button>
        <Button variant="outlined" onClick={onRetry}>
          {t('cameraErrors.retry')}
        </Button>
      </div>
    </section>
  );
}
