import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { IdCardIcon, TrashIcon } from '../icons.tsx';
import type { TSide } from '../scanner-machine.ts';
import type { TUploadState } from '../upload/use-image-upload.ts';
import { useFailureText } from '../upload/use-failure-text.ts';

export type TDocumentImageCardProps = {
  side: TSide;
  upload: TUploadState;
  /** The saved image's URL (signed, short-lived) when nothing new was sent here. */
  savedUrl: string | null;
  hasImage: boolean;
  isInvalid: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onRetry: () => void;
  /** The add/replace button, for the field to return the focus to it. */
  actionRef?: (button: HTMLButtonElement | null) => void;
};

function previewOf(upload: TUploadState, savedUrl: string | null, hasImage: boolean): string | null {
  if (upload.status === 'uploading' || upload.status === 'done') return upload.previewUrl;
  if (upload.status === 'failed' && upload.previewUrl) return upload.previewUrl;
  return hasImage ? savedUrl : null;
}

/** One side of the document: its preview, the upload's progress or failure, and add/replace/remove. */
export function DocumentImageCard(props: TDocumentImageCardProps) {
  const { side, upload } = props;
  const { t } = useTranslation('documents', { keyPrefix: 'card' });
  const failureText = useFailureText();
  const preview = previewOf(upload, props.savedUrl, props.hasImage);
  const isBusy = upload.status === 'preparing' || upload.status === 'uploading';
  const percent = upload.status === 'uploading' ? Math.round(upload.progress * 100) : 0;

  return (
    <div className={`doc-card${props.isInvalid ? ' doc-card--invalid' : ''}`}>
      <h3 className="doc-card__title">{t(`${side}.title`)}</h3>
      <div className="doc-card__preview">
        {preview ? (
          <img src={preview} alt={t(`${side}.alt`)} className="doc-card__image" />
        ) : (
          <span className="doc-card__empty">
            <IdCardIcon size={32} />
            {t('empty')}
          </span>
        )}
        {props.hasImage && !isBusy ? (
          <IconButton
            className="doc-card__remove"
            onClick={props.onRemove}
            aria-label={t(`${side}.remove`)}
            size="small"
          >
            <TrashIcon size={20} />
          </IconButton>
        ) : null}
      </div>
      {upload.status === 'preparing' ? (
        <p className="doc-card__status" role="status">
          {t('preparing')}
        </p>
      ) : null}
      {upload.status === 'uploading' ? (
        <div className="doc-card__progress">
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t(`${side}.progress`)}
            aria-valuetext={t('sending', { percent })}
          />
          <p className="doc-card__status" aria-hidden="true">
            {t('sending', { percent })}
          </p>
        </div>
      ) : null}
      {upload.status === 'failed' ? (
        <p className="doc-card__error" role="alert">
          {failureText(upload.failure)}
        </p>
      ) : null}
      <div className="doc-card__actions">
        {upload.status === 'failed' && upload.canRetry ? (
          <Button variant="contained" size="small" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        ) : null}
        {/* aria-disabled while sending, not disabled: a disabled button drops the keyboard focus. */}
        <Button
          ref={props.actionRef}
          variant={props.hasImage || upload.status === 'failed' ? 'text' : 'contained'}
          size="small"
          onClick={isBusy ? undefined : props.onAdd}
          aria-disabled={isBusy}
          className={isBusy ? 'Mui-disabled' : undefined}
          aria-label={props.hasImage ? t(`${side}.replace`) : undefined}
        >
          {props.hasImage
            ? t('replaceShort')
            : upload.status === 'failed'
              ? t('chooseAnother')
              : t(`${side}.add`)}
        </Button>
      </div>
    </div>
  );
}
