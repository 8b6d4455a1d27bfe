import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { saveFailureOf } from './save-failure.ts';

/** The connection-unstable notice stays long enough to reach its Try again button. */
export const RETRY_NOTICE_MS = 15_000;

/**
 * The one way every step of the guest flow reports a failed save, signature, finalization or preferences
 * (spec sections 4 and 8): a server failure is "An error occurred while saving the data." in red for
 * 3 seconds; a lost or timed-out connection is "connection unstable" with Try again, which calls
 * `retry` (the same save of what the guest typed, which the form still shows); a refusal the API names
 * is that code's text. A 401 is left to the app, which sends the guest to verification and back.
 */
export function useStepFailure(): (error: unknown, retry?: () => void) => void {
  const { t } = useTranslation(['guest-errors', 'errors', 'common']);
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, retry?: () => void) => {
      const failure = saveFailureOf(error);
      if (failure.kind === 'session') return;
      if (failure.kind === 'network') {
        notifications.notify({
          severity: 'warning',
          message: t('errors:connectionUnstable'),
          ...(retry
            ? { actionLabel: t('common:actions.tryAgain'), onAction: retry, duration: RETRY_NOTICE_MS }
            : {}),
        });
        return;
      }
      const message = failure.kind === 'server' ? t('guest-errors:saveFailed') : errorText(failure.code);
      notifications.notify({ severity: 'error', message });
    },
    [t, errorText],
  );
}
