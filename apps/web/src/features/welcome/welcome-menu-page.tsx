import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { MenuCard } from './menu-card.tsx';
import { ConciergeIcon, DoorIcon, FormIcon } from './menu-icons.tsx';

/** Online services and check-out opened from here go as the verified guest, if any (not anonymously). */
const FROM_MENU = { fromMenu: true } as const;

/** '/welcome/menu': pre-check-in, and the online services and check-out the hotel enables. */
export function WelcomeMenuPage() {
  const { t } = useTranslation('welcome');
  const company = useTenant().initial?.company;
  const rules = company?.rules;
  const hotelName = company ? company.hotel.nomeFantasia || company.name : '';

  return (
    <section className="menu-page" aria-labelledby="menu-title">
      <span className="welcome-art" aria-hidden="true" />
      {hotelName ? <p className="welcome-card__eyebrow menu-page__hotel">{hotelName}</p> : null}
      <h1 id="menu-title" className="menu-page__title">
        {t('menu.title')}
      </h1>
      <p className="menu-page__subtitle">{t('menu.subtitle')}</p>
      <nav aria-label={t('menu.actionsLabel')}>
        <ul className="menu-page__list">
          <MenuCard
            to={PATHS.findYourReservation}
            title={t('menu.guestForm.title')}
            description={t('menu.guestForm.description')}
            icon={<FormIcon />}
          />
          {rules?.onlineServicesEnabled ? (
            <MenuCard
              to={PATHS.onlineServices}
              state={FROM_MENU}
              title={t('menu.onlineServices.title')}
              description={t('menu.onlineServices.description')}
              icon={<ConciergeIcon />}
            />
          ) : null}
          {rules?.checkoutEnabled ? (
            <MenuCard
              to={PATHS.checkout}
              state={FROM_MENU}
              title={t('menu.checkout.title')}
              description={t('menu.checkout.description')}
              icon={<DoorIcon />}
            />
          ) : null}
        </ul>
      </nav>
    </section>
  );
}
