import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ChildIcon } from '../guest-icons.tsx';
import { GuestDialog } from '../../../components/guest-dialog.tsx';

/** Shown to the main guest when the reservation has minors: the main guest fills the minors' forms. */
export function MinorInReservationDialog({ names, onClose }: { names: string[]; onClose: () => void }) {
  const { t } = useTranslation('guests');
  return (
    <GuestDialog
      onClose={onClose}
      icon={<ChildIcon />}
      title={t('minorInReservation.title')}
      description={t('minorInReservation.text', { count: names.length, names: names.join(', ') })}
      actions={
        <Button variant="contained" fullWidth onClick={onClose}>
          {t('minorInReservation.action')}
        </Button>
      }
    />
  );
}
