import { useSyncExternalStore } from 'react';
import { notifications } from '../../../components/notifications/notification-store.ts';

/**
 * Inside a modal the page behind is hidden from screen readers, and so is the notification snackbar:
 * this repeats the current error where the guest is, for screen readers only.
 */
export function ModalAlert() {
  const current = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot);
  return (
    <p className="visually-hidden" role="alert">
      {current?.severity === 'error' ? current.message : ''}
    </p>
  );
}
