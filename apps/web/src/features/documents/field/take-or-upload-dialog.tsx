import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { DocumentScanIllustration } from '../../../components/art/document-scan-illustration.tsx';
import { dialogPaperSx } from '../model/layout.ts';
import { CameraIcon, PhoneIcon, UploadIcon } from '../icons.tsx';
import type { TSide } from '../scanner-machine.ts';

export type TTakeOrUploadDialogProps = {
  side: TSide;
  onTakePicture: () => void;
  /** Opens the file picker; must run inside the click (browsers require it). */
  onUploadFile: () => void;
  /** Desktop only: scan with a phone through a QR code. */
  onUsePhone?: () => void;
  onClose: () => void;
};

type TOptionProps = {
  icon: ReactNode;
  label: string;
  hint: string;
  onClick: () => void;
  autoFocus?: boolean;
};

function Option({ icon, label, hint, onClick, autoFocus }: TOptionProps) {
  const id = useId();
  return (
    <li>
      <Button
        variant="outlined"
        fullWidth
        className="take-or-upload__option"
        onClick={onClick}
        aria-describedby={`${id}-hint`}
        autoFocus={autoFocus}
      >
        <span className="take-or-upload__icon">{icon}</span>
        <span className="take-or-upload__text">
          <span className="take-or-upload__label">{label}</span>
          <span id={`${id}-hint`} className="take-or-upload__hint">
            {hint}
          </span>
        </span>
      </Button>
    </li>
  );
}

/** The take-or-upload modal (spec section 2): take a picture with the scanner, or upload a file. */
export function TakeOrUploadDialog({
  side,
  onTakePicture,
  onUploadFile,
  onUsePhone,
  onClose,
}: TTakeOrUploadDialogProps) {
  const { t } = useTranslation('documents', { keyPrefix: 'takeOrUpload' });
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      slotProps={{ paper: { sx: dialogPaperSx(440) } }}
    >
      <DialogTitle id={`${id}-title`} component="h2" sx={{ pb: 0.5, fontWeight: 700 }}>
        {side === 'front' ? t('titleFront') : t('titleBack')}
      </DialogTitle>
      <DialogContent>
        <span className="doc-art">
          <DocumentScanIllustration width={132} />
        </span>
        <p id={`${id}-description`} className="take-or-upload__description">
          {t('description')}
        </p>
        <ul className="take-or-upload__options">
          <Option
            icon={<CameraIcon />}
            label={t('takePicture')}
            hint={t('takePictureHint')}
            onClick={onTakePicture}
            autoFocus
          />
          <Option
            icon={<UploadIcon />}
            label={t('uploadFile')}
            hint={t('uploadFileHint')}
            onClick={onUploadFile}
          />
          {onUsePhone ? (
            <Option
              icon={<PhoneIcon />}
              label={t('usePhone')}
              hint={t('usePhoneHint')}
              onClick={onUsePhone}
            />
          ) : null}
        </ul>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
