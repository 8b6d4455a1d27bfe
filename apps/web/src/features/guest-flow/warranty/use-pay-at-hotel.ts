import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { editedGuestStore } from '../../../lib/edited-guest.ts';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import type { TPayContext } from './use-pay-charge.ts';
import { usePayCharge } from './use-pay-charge.ts';

/** "Pay at the hotel" (spec section 2): asks for confirmation, records the choice, then the guest list. */
export function usePayAtHotel(context: TPayContext | null) {
  const { t } = useTranslation('payment');
  const errorText = useErrorText();
  const navigation = useGuestFlowNavigation();
  const payment = usePayCharge(context);
  const [isAsking, setIsAsking] = useState(false);

  async function confirm() {
    try {
      await payment.send({ type: 'pay_at_hotel' }, null);
      notifications.notify({ severity: 'success', message: t('payAtHotel.done') });
      editedGuestStore.set(null);
      navigation.returnHome();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
      notifications.notify({
        severity: 'error',
        message: code === 'UNKNOWN_ERROR' ? t('errors.payFailed') : errorText(code),
      });
      setIsAsking(false);
    }
  }

  return {
    isAsking,
    isSending: payment.isPaying,
    ask: () => setIsAsking(true),
    cancel: () => setIsAsking(false),
    confirm: () => void confirm(),
  };
}
