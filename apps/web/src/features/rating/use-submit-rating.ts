import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../components/notifications/notification-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { saveRating } from './api/save-rating.ts';
import { ratedStore } from './rated-store.ts';

export type TRatingTarget = { guestId: string; reservationId: string };

/**
 * Sends the rating: thanks and closes; an earlier rating (409) closes with its message and is not
 * offered again; any other failure keeps the dialog open with an error notification.
 */
export function useSubmitRating({ guestId, reservationId }: TRatingTarget, onDone: () => void) {
  const { t } = useTranslation('rating');
  const errorText = useErrorText();
  const [isSending, setIsSending] = useState(false);

  async function submit(rating: number, comment: string) {
    setIsSending(true);
    try {
      await saveRating({ guestId, rating, comment: comment.trim() || null });
      ratedStore.markRated(reservationId, guestId);
      notifications.notify({ severity: 'success', message: t('success') });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RATING_ALREADY_GIVEN') {
        ratedStore.markRated(reservationId, guestId);
        notifications.notify({ severity: 'info', message: errorText(error.code) });
        onDone();
      } else {
        notifications.notify({ severity: 'error', message: t('failed') });
      }
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, submit: (rating: number, comment: string) => void submit(rating, comment) };
}
