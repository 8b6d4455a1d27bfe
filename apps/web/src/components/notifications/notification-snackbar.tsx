import type { TNotification } from './notification-store.ts';

export type TNotificationSnackbarProps = { notification: TNotification; onClose: () => void };

/** Colours follow the severity (warning is orange, error red); hiding is timed by the store. */
export function NotificationSnackbar({ notification, onClose }: TNotificationSnackbarProps) {
  const isUrgent = notification.severity === 'error' || notification.severity === 'warning';
  return (
    <div className="snackbar" role="presentation">
      <div
        key={notification.id}
        className={`snackbar__body snackbar__body--${notification.severity}`}
        role={isUrgent ? 'alert' : 'status'}
      >
        <p className="snackbar__message">{notification.message}</p>
        {notification.actionLabel ? (
          <button
            type="button"
            className="snackbar__action"
            onClick={() => {
              onClose();
              notification.onAction?.();
            }}
          >
            {notification.actionLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
