import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../guest-icons.tsx';
import { GuestDialog } from '../../../components/guest-dialog.tsx';

/** The list was finished while some guests had no data (section 8: the list has guests without data). */
export function MissingGuestDataDialog({ names, onClose }: { names: string[]; onClose: () => void }) {
  const { t } = useTranslation('guests');
  return (
    <GuestDialog
      onClose={onClose}
      icon={<WarningIcon />}
      title={t('missingData.title')}
      description={
        names.length > 0
          ? t('missingData.text', { names: names.join(', ') })
          : t('missingData.textWithoutNames')
      }
      actions={
        <Button variant="contained" fullWidth onClick={onClose}>
          {t('missingData.action')}
        </Button>
      }
    />
  );
}
