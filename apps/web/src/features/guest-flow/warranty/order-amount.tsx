import type { TCharge } from '@hospedar/contracts/payment/order';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { useLanguage } from '../use-language.ts';
import { formatAmount } from './charge-model.ts';

/** The charge to guarantee: its amount, what it covers and until when the hotel waits for it. */
export function OrderAmount({ charge, showsItems = false }: { charge: TCharge; showsItems?: boolean }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  return (
    <div className="order-amount">
      <p className="order-amount__label">{t('warranty.amount')}</p>
      <p className="order-amount__value">{formatAmount(charge.amount, charge.currency, language)}</p>
      {showsItems && charge.items.length > 0 ? (
        <ul className="order-amount__items" aria-label={t('warranty.items')}>
          {charge.items.map((item) => (
            <li key={`${item.description}-${item.quantity}`}>
              <span>
                {t('warranty.itemLine', { description: item.description, quantity: item.quantity })}
              </span>
              <span>{formatAmount(item.amount, charge.currency, language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {showsItems ? (
        <p className="order-amount__expires">
          {t('warranty.expires', { date: formatDate(charge.expiration) })}
        </p>
      ) : null}
    </div>
  );
}
