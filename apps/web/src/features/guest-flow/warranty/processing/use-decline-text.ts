import { useTranslation } from 'react-i18next';
import { DECLINE_CODES, type TDeclineCode } from '@hospedar/contracts/payment/order';

/** Why a card was declined, translated (payment.json `decline.*`, one text per code of the contract). */
export function useDeclineText() {
  const { t } = useTranslation('payment');
  return (code: TDeclineCode | null): string =>
    code && DECLINE_CODES.includes(code) ? t(`decline.${code}`) : t('decline.do_not_honor');
}
