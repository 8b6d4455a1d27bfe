import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { NotifyIcon } from './notify-icon.tsx';
import './notification.css';

/** The main guest's way to the notification screen, under the guest cards. */
export function NotifyEntry() {
  const { t } = useTranslation('notification');
  return (
    <div className="notify-entry">
      <p id="notify-entry-help" className="notify-entry__help">
        {t('entry.help')}
      </p>
      <Button
        component={Link}
        to={PATHS.homeNotification}
        variant="outlined"
        size="large"
        aria-describedby="notify-entry-help"
        startIcon={<NotifyIcon size={20} />}
      >
        {t('entry.action')}
      </Button>
    </div>
  );
}
