import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from './notification-store.ts';
import { NotificationSnackbar } from './notification-snackbar.tsx';
import { browserConnection, watchOffline } from './offline-watcher.ts';

export function NotificationHost() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot);

  useEffect(
    () =>
      watchOffline({
        target: window,
        connection: browserConnection(),
        notify: notifications.notify,
        texts: () => ({ message: t('offline'), actionLabel: t('actions.ok') }),
      }),
    [t],
  );

  if (!current) return null;
  return <NotificationSnackbar notification={current} onClose={() => notifications.dismiss(current.id)} />;
}
