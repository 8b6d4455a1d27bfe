import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TEditedGuest } from '../../../lib/edited-guest.ts';
import { EditIcon } from '../guest-icons.tsx';
import { GuestDialog } from '../../../components/guest-dialog.tsx';

export type TEditGuestDataDialogProps = {
  name: string;
  onChoose: (actionType: TEditedGuest['actionType']) => void;
  onClose: () => void;
};

/** Spec section 4: a completed guest's form opens to edit the saved data, or to create it again. */
export function EditGuestDataDialog({ name, onChoose, onClose }: TEditGuestDataDialogProps) {
  const { t } = useTranslation('guests');
  return (
    <GuestDialog
      onClose={onClose}
      icon={<EditIcon size={28} />}
      title={t('editData.title')}
      description={t('editData.text', { name })}
      actions={
        <>
          <Button variant="outlined" onClick={() => onChoose('create')}>
            {t('editData.create')}
          </Button>
          <Button variant="contained" onClick={() => onChoose('edit')}>
            {t('editData.edit')}
          </Button>
        </>
      }
    />
  );
}
