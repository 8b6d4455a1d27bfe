import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import './finalized-dialog.css';
import { CertificateIllustration } from '../../components/art/certificate-illustration.tsx';

/**
 * The finalized-FNRH modal (spec section 2): title, the form went to the hotel, OK. Every hotel shows
 * it when a form is finalized, whichever step was the last (signature or confirmation; decision 64).
 */
export function FinalizedDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'finalized' });
  const id = useId();
  return (
    <Dialog
      open
      onClose={onOk}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 440, mx: 2 } } }}
    >
      <span className="finalized-dialog__icon" aria-hidden="true">
        <CertificateIllustration width={150} />
      </span>
      <DialogTitle id={`${id}-title`} sx={{ textAlign: 'center', pb: 1 }}>
        {t('title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" size="large" fullWidth onClick={onOk} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
