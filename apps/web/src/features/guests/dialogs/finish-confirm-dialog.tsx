import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../guest-icons.tsx';
import { GuestDialog } from './guest-dialog.tsx';

export type TFinishConfirmDialogProps = {
  guestCount: number;
  isFinishing: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec section 6: finishing sends every form to the hotel, and a message warns to be careful. */
export function FinishConfirmDialog({
  guestCount,
  isFinishing,
  onConfirm,
  onClose,
}: TFinishConfirmDialogProps) {
  const { t } = useTranslation('guests');
  return (
    <GuestDialog
      onClose={() => {
        if (!isFinishing) onClose();
      }}
      icon={<SendIcon />}
      title={t('finish.confirm.title')}
      description={t('finish.confirm.text', { count: guestCount })}
      actions={
        <>
          <Button variant="outlined" onClick={onClose} disabled={isFinishing}>
            {t('finish.confirm.review')}
          </Button>
          <Button
            variant="contained"
            onClick={onConfirm}
            disabled={isFinishing}
            startIcon={isFinishing ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {t('finish.confirm.send')}
          </Button>
        </>
      }
    />
  );
}
