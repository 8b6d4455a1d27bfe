import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../components/notifications/notification-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { clientKeys } from '../../lib/guest-record/client-query.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { finishGuestList } from './api/finish-guest-list.ts';

/** The ids the API lists with GUEST_DATA_MISSING (details.guestIds), read defensively. */
export function missingGuestIds(details: unknown): string[] {
  if (typeof details !== 'object' || details === null) return [];
  const ids: unknown = (details as Record<string, unknown>).guestIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Finishing the list (main guest): confirm, send, then the success notification and the finished
 * state; GUEST_DATA_MISSING answers which guests still have no data.
 */
export function useFinishGuestList(
  reservationId: string,
  onDataMissing: () => void,
  onGuaranteeRequired: () => void = () => {},
) {
  const { t } = useTranslation('guests');
  const errorText = useErrorText();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isFinishing, setIsFinishing] = useState(false);
  const [finishedAt, setFinishedAt] = useState<string | null>(null);
  const [missingIds, setMissingIds] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const finishing = useMutation({
    mutationFn: () => finishGuestList(reservationId),
    // Every cached record of this reservation now shows the list as finished.
    onSuccess: ({ finishedAt: at }) =>
      queryClient.setQueriesData<TGetClientResponse>({ queryKey: clientKeys.all }, (cached) =>
        cached?.reservation.id === reservationId
          ? { ...cached, reservation: { ...cached.reservation, guestListFinishedAt: at } }
          : cached,
      ),
  });

  async function finish() {
    setIsFinishing(true);
    try {
      const result = await finishing.mutateAsync();
      setFinishedAt(result.finishedAt);
      notifications.notify({ severity: 'success', message: t('finish.success') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'GUEST_DATA_MISSING') {
        setMissingIds(missingGuestIds(error.details));
        onDataMissing();
      } else if (error instanceof ApiError && error.code === 'GUARANTEE_REQUIRED') {
        // The hotel requires the payment guarantee first (spec section 4): the main guest goes to it.
        onGuaranteeRequired();
      } else if (!(error instanceof ApiError && error.status === 401)) {
        // (A 401 is the app's: it sends the guest to verification and back.)
        const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
        notifications.notify({ severity: 'error', message: errorText(code) });
      }
    } finally {
      setIsFinishing(false);
      setIsConfirming(false);
    }
  }

  return {
    isConfirming,
    isFinishing,
    finishedAt,
    missingIds,
    askToConfirm: () => setIsConfirming(true),
    cancelConfirm: () => setIsConfirming(false),
    confirm: () => void finish(),
    closeMissing: () => setMissingIds(null),
  };
}
