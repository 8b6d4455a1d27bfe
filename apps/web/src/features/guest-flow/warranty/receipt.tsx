import type { TPaymentReceipt } from '@hospedar/contracts/payment/order';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { useLanguage } from '../use-language.ts';
import { BrandMark } from './brand-mark.tsx';
import { formatAmount } from './charge-model.ts';

/** The receipt (spec section 2): amount, card brand and last 4, authorization code and date; sent by e-mail too. */
export function Receipt({ receipt, email }: { receipt: TPaymentReceipt; email: string | null }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const brand = t(`brand.${receipt.brand}`);
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <div className="receipt__head">
        <svg
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
          className="receipt__tick"
        >
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id="receipt-title" className="receipt__title">
          {t('receipt.title')}
        </h2>
        <p className="receipt__subtitle">{t('receipt.subtitle')}</p>
      </div>
      <dl className="receipt__lines">
        <div>
          <dt>{t('receipt.amount')}</dt>
          <dd>{formatAmount(receipt.amount, receipt.currency, language)}</dd>
        </div>
        <div>
          <dt>{t('receipt.card')}</dt>
          <dd className="receipt__card">
            <BrandMark brand={receipt.brand} />
            {t('receipt.cardValue', { brand, last4: receipt.lastFour })}
          </dd>
        </div>
        <div>
          <dt>{t('receipt.authorization')}</dt>
          <dd>{receipt.authorizationCode}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{formatDate(receipt.authorizedAt)}</dd>
        </div>
      </dl>
      <p className="receipt__emailed">
        {email ? t('receipt.emailed', { email }) : t('receipt.emailedNoAddress')}
      </p>
    </section>
  );
}
