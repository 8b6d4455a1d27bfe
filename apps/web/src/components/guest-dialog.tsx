import { useId } from 'react';
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import './guest-dialog.css';

export type TGuestDialogProps = {
  /** Parents mount a dialog only while it shows, so it is open by default. */
  open?: boolean;
  onClose: () => void;
  title: string;
  /** The main message; it also describes the dialog for screen readers. */
  description: string;
  icon?: ReactNode;
  /** Extra content under the description. */
  children?: ReactNode;
  actions: ReactNode;
  /** Spec section 2: 440 px for most modals. */
  width?: number;
  /** While its action runs, Escape and the backdrop leave the dialog open. */
  isBusy?: boolean;
};

/**
 * The one modal look of the guest portal (the guest list's dialogs, the payment's confirmations): icon,
 * title, text, content and actions (MUI Dialog); on phones the actions stack at full width.
 */
export function GuestDialog(props: TGuestDialogProps) {
  const { open = true, onClose, title, description, icon, children, actions, width = 440 } = props;
  const { isBusy = false } = props;
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isBusy) onClose();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: width, mx: 2 } } }}
    >
      {icon ? (
        <span className="guest-dialog__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <DialogTitle
        id={`${id}-title`}
        sx={{ textAlign: icon ? 'center' : 'left', pb: 1, fontWeight: 700, lineHeight: 1.3 }}
      >
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText
          id={`${id}-text`}
          sx={{ color: 'text.secondary', textAlign: icon && !children ? 'center' : 'left' }}
        >
          {description}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 2.5,
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: icon ? 'center' : 'flex-end',
          '& > :not(style) ~ :not(style)': { ml: 0 },
          // Phones: the buttons stack at full width; larger screens keep them side by side.
          '& > .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
        }}
      >
        {actions}
      </DialogActions>
    </Dialog>
  );
}
