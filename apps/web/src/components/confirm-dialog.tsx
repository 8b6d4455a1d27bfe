import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { GuestDialog } from './guest-dialog.tsx';

export type TConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  isBusy: boolean;
  /** A destructive action (delete a card) is drawn in red. */
  isDanger?: boolean;
  icon?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A question before an action (finish the list, pay at the hotel, delete a card): the portal's dialog,
 * cancel first and the action last; while the action runs both wait and the dialog stays open.
 */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const {
    title,
    text,
    confirmLabel,
    cancelLabel,
    isBusy,
    isDanger = false,
    icon,
    onConfirm,
    onClose,
  } = props;
  return (
    <GuestDialog
      onClose={onClose}
      icon={icon}
      isBusy={isBusy}
      title={title}
      description={text}
      actions={
        <>
          <Button variant="outlined" onClick={onClose} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button
            variant="contained"
            color={isDanger ? 'error' : 'primary'}
            onClick={onConfirm}
            disabled={isBusy}
            startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
