import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { TAccessTokenResponse } from '@hospedar/contracts/payment/access-token';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { AlertBanner } from '../../../components/alert-banner.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { accessTokenQueryOptions } from './api/access-token.ts';
import { warrantyState } from './charge-model.ts';
import { WARRANTY_PATHS } from './paths.ts';
import type { TPayContext } from './use-pay-charge.ts';

export type TWarrantyGateProps = {
  client: TGetClientResponse;
  children: (context: TPayContext, access: TAccessTokenResponse) => ReactNode;
};

/** The charge the guest may still pay in this order, or null. */
export function payableCharge(client: TGetClientResponse) {
  const state = client.order ? warrantyState(client.order) : null;
  return state?.kind === 'payable' ? state.charge : null;
}

/**
 * The children of the warranty that pay: shown for a charge the guest may still pay, once its payment
 * access token (and the hotel's processor settings) are loaded; otherwise back to the warranty. A
 * payment sent from here moves the order on (its answer updates the record) while the screen is on its
 * way to the processing screen: the charge the screen opened with is kept, so the warranty does not
 * take the guest back first (a challenge would then have no way to its bank page).
 */
export function WarrantyGate({ client, children }: TWarrantyGateProps) {
  const { t } = useTranslation('payment');
  const companyId = useTenant().initial?.company.companyId ?? '';
  const [openedWith] = useState(() => payableCharge(client));
  const charge = payableCharge(client) ?? openedWith;
  const access = useQuery({
    ...accessTokenQueryOptions(companyId, charge?.token ?? null),
    enabled: charge !== null,
  });
  if (!client.order || !charge) return <Navigate to={WARRANTY_PATHS.warranty} replace />;
  if (access.isError) {
    return (
      <div className="step-gate">
        <AlertBanner severity="error">{t('warranty.loadError')}</AlertBanner>
        <Button variant="contained" onClick={() => void access.refetch()}>
          {t('warranty.retry')}
        </Button>
      </div>
    );
  }
  if (!access.data) {
    return (
      <div className="step-gate" role="status">
        <CircularProgress size={32} aria-hidden="true" />
        <p>{t('warranty.loading')}</p>
      </div>
    );
  }
  const context: TPayContext = {
    order: client.order,
    charge,
    personId: client.guest.personId,
    companyId,
    reservationNumber: client.reservation.reservationNumber,
  };
  return <>{children(context, access.data)}</>;
}
