import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

/**
 * GET contact-info answered 404: the guest cannot get a code here; search again or call the hotel. The
 * person of a direct link (`isPerson`) is told the main guest can give them a contact (decision 63).
 */
export function NotQualified({ isPerson = false }: { isPerson?: boolean }) {
  const { t } = useTranslation('verification');
  const hotel = useTenant().initial?.company.hotel;
  return (
    <div className="not-qualified">
      <h1 id="contact-title" className="verify-card__title">
        {t('notQualified.title')}
      </h1>
      <p className="verify-card__text">{isPerson ? t('notQualified.personText') : t('notQualified.text')}</p>
      {hotel ? (
        <ul className="not-qualified__contacts">
          {hotel.phoneNumber ? (
            <li>
              <a
                className="btn btn--outline btn--block"
                href={`tel:${hotel.phoneNumber.replace(/[^\d+]/g, '')}`}
              >
                {t('notQualified.call', { phone: hotel.phoneNumber })}
              </a>
            </li>
          ) : null}
          {hotel.email ? (
            <li>
              <a className="btn btn--outline btn--block" href={`mailto:${hotel.email}`}>
                {t('notQualified.mail', { email: hotel.email })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Link to={PATHS.findYourReservation} className="btn btn--primary btn--large btn--block">
        {t('actions.searchAgain')}
      </Link>
    </div>
  );
}
