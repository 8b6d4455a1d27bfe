import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { dialogPaperSx } from '../model/layout.ts';
import { DocumentScanQrCode } from './document-scan-qr-code.tsx';
import type { TDocumentScanQrCodeProps } from './document-scan-qr-code.tsx';
import '../documents.css';

/** The QR code in a modal over the form (desktop), closed by the guest or when the photos arrive. */
export function PhoneScanDialog({ onClose, ...qr }: TDocumentScanQrCodeProps & { onClose: () => void }) {
  const { t } = useTranslation('documents', { keyPrefix: 'phone' });
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: dialogPaperSx(440) } }}
    >
      <DialogTitle id={`${id}-title`} component="h2" sx={{ pb: 0.5, fontWeight: 700 }}>
        {t('title')}
      </DialogTitle>
      <DialogContent>
        <DocumentScanQrCode {...qr} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
