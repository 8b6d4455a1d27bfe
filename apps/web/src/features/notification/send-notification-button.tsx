import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { NotifyIcon } from './notify-icon.tsx';

/** The guest card's send-notification icon (desktop): opens the notification screen with this companion. */
export function SendNotificationButton({ guestId, name }: { guestId: string; name: string }) {
  const { t } = useTranslation('notification');
  const navigate = useNavigate();
  return (
    <Tooltip title={t('card.send')}>
      <IconButton
        aria-label={t('card.sendLabel', { name })}
        onClick={(event) => {
          event.stopPropagation();
          navigate(`${PATHS.homeNotification}?guest=${encodeURIComponent(guestId)}`);
        }}
        sx={{ color: 'primary.dark' }}
      >
        <NotifyIcon />
      </IconButton>
    </Tooltip>
  );
}
