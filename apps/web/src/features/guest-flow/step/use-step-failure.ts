import { useCallback } from 'react';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';

/**
 * A failed save, signature or finalization: the translated error in a red notification for 3 seconds
 * (spec sections 4 and 8). A 401 is left to the app, which sends the guest to verification and back.
 */
export function useStepFailure(): (error: unknown) => void {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return;
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      notifications.notify({ severity: 'error', message: errorText(code) });
    },
    [errorText],
  );
}
