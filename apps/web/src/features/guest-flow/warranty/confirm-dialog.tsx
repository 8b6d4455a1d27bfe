import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type TConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  isBusy: boolean;
  /** A destructive action (delete a card) is drawn in red. */
  isDanger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The warranty's confirmations (pay at the hotel, delete a card): 440 px, cancel first, the action last. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const { title, text, confirmLabel, cancelLabel, isBusy, isDanger = false, onConfirm, onClose } = props;
  const id = useId();
  return (
    <Dialog
      open
      onClose={() => {
        if (!isBusy) onClose();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 440, mx: 2 } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ pb: 1, fontWeight: 700, lineHeight: 1.3 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.secondary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onClose} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          size="large"
          color={isDanger ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={isBusy}
          startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
