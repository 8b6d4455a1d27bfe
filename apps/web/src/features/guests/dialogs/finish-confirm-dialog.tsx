import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SendIcon } from '../guest-icons.tsx';

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
    <ConfirmDialog
      icon={<SendIcon />}
      title={t('finish.confirm.title')}
      text={t('finish.confirm.text', { count: guestCount })}
      confirmLabel={t('finish.confirm.send')}
      cancelLabel={t('finish.confirm.review')}
      isBusy={isFinishing}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
