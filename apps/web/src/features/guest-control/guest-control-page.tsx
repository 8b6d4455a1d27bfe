import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { TGuestControlService } from '@hospedar/contracts/guest-control/external-access';
import { useGuestState } from '../../lib/guest-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { useOpenGuestControl } from './use-open-guest-control.ts';
import './guest-control.css';

/** Router state the welcome menu sets: the visit came from the menu, not a first navigation. */
export type TGuestControlState = { fromMenu: true };

function isFromMenu(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as TGuestControlState).fromMenu === true;
}

/**
 * Online services and check-out (spec sections 2, 4 and 7): opens the hotel's guest-control page with a
 * signed access. From the menu, a verified guest goes as themselves; /checkout or /checkout/{number} as
 * the first navigation goes anonymously.
 */
export function GuestControlPage({ service }: { service: TGuestControlService }) {
  const { t } = useTranslation('checkout');
  const { state } = useLocation();
  const { reservationNumber } = useParams();
  const { qualified } = useGuestState();
  const companyId = useTenant().initial?.company.companyId ?? null;
  const { status, retry } = useOpenGuestControl({
    companyId,
    service,
    isAnonymous: !(qualified && isFromMenu(state)),
    reservationNumber,
  });

  if (status === 'failed') {
    return (
      <section className="guest-control" aria-labelledby="guest-control-title">
        <h1 id="guest-control-title" className="guest-control__title">
          {t('failed')}
        </h1>
        <div className="guest-control__actions">
          <Button variant="outlined" component={Link} to={PATHS.welcomeMenu}>
            {t('backToMenu')}
          </Button>
          <Button variant="contained" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="guest-control" role="status" aria-live="polite">
      <CircularProgress size={36} aria-hidden="true" />
      <p className="guest-control__title">{t(`opening.${service}`)}</p>
    </section>
  );
}

export function CheckoutPage() {
  return <GuestControlPage service="checkout" />;
}

export function OnlineServicesPage() {
  return <GuestControlPage service="online-services" />;
}
