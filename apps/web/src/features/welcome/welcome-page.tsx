import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { useFlowNavigation } from '../../lib/flow-navigation.ts';
import { useHourText } from '../../lib/i18n/hour-text.ts';
import { localize } from '../../lib/tenant/localize.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** '/welcome': the hotel's greeting and the way into the pre-check-in. */
export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const { initial } = useTenant();
  const navigate = useNavigate();
  const flow = useFlowNavigation();
  const hourText = useHourText();
  const language = currentLanguage();
  const company = initial?.company;
  const hotelName = company?.hotel.nomeFantasia ?? '';
  const title =
    localize(company?.welcomeRules.title, language) || t('welcome.defaultTitle', { hotel: hotelName });
  const message = localize(company?.welcomeRules.message, language) || t('welcome.defaultMessage');

  return (
    <section className="welcome-card" aria-labelledby="welcome-title">
      <span className="welcome-art" aria-hidden="true" />
      <p className="welcome-card__eyebrow">{t('welcome.eyebrow')}</p>
      <h1 id="welcome-title" className="welcome-card__title">
        {title}
      </h1>
      <p className="welcome-card__message">{message}</p>
      {company ? (
        <ul className="welcome-card__facts">
          <li>{t('welcome.stayFrom', { hour: hourText(company.hotel.minCheckin) })}</li>
          <li>{t('welcome.stayUntil', { hour: hourText(company.hotel.maxCheckout) })}</li>
        </ul>
      ) : null}
      <button
        type="button"
        className="btn btn--primary btn--large btn--block"
        onClick={() => navigate(flow.nextReservationPath())}
      >
        {t('welcome.start')}
      </button>
      <p className="welcome-card__help">
        <ClockIcon />
        <span>{t('welcome.help')}</span>
      </p>
    </section>
  );
}
