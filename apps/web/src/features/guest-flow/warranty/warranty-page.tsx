import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { AlertBanner } from '../../../components/alert-banner.tsx';
import { editedGuestStore } from '../../../lib/edited-guest.ts';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { StepActions } from '../../../components/step/step-actions.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { StepSection } from '../../../components/step/step-section.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { warrantyState } from './charge-model.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OrderAmount } from './order-amount.tsx';
import { WARRANTY_PATHS } from './paths.ts';
import { Receipt } from './receipt.tsx';
import { usePayAtHotel } from './use-pay-at-hotel.ts';
import type { TPayContext } from './use-pay-charge.ts';
import './warranty.css';

function Option({
  to,
  onClick,
  title,
  hint,
}: {
  to?: string;
  onClick?: () => void;
  title: string;
  hint: string;
}) {
  const body: ReactNode = (
    <>
      <span className="warranty-option__title">{title}</span>
      <span className="warranty-option__hint">{hint}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="warranty-option">
          {body}
        </Link>
      ) : (
        <button type="button" className="warranty-option" onClick={onClick}>
          {body}
        </button>
      )}
    </li>
  );
}

function Choices({ context }: { context: TPayContext }) {
  const { t } = useTranslation('payment');
  const atHotel = usePayAtHotel(context);
  return (
    <>
      <StepSection id="warranty-order" title={t('warranty.orderTitle')}>
        <OrderAmount charge={context.charge} showsItems />
      </StepSection>
      <StepSection id="warranty-choice" title={t('warranty.choose')}>
        <ul className="warranty-options">
          <Option
            to={WARRANTY_PATHS.registration}
            title={t('warranty.register')}
            hint={t('warranty.registerHint')}
          />
          <Option to={WARRANTY_PATHS.wallet} title={t('warranty.wallet')} hint={t('warranty.walletHint')} />
          <Option
            to={WARRANTY_PATHS.unregistered}
            title={t('warranty.unregistered')}
            hint={t('warranty.unregisteredHint')}
          />
          <Option
            onClick={atHotel.ask}
            title={t('warranty.payAtHotel')}
            hint={t('warranty.payAtHotelHint')}
          />
        </ul>
      </StepSection>
      {atHotel.isAsking ? (
        <ConfirmDialog
          title={t('payAtHotel.title')}
          text={t('payAtHotel.text')}
          confirmLabel={atHotel.isSending ? t('payAtHotel.sending') : t('payAtHotel.confirm')}
          cancelLabel={t('payAtHotel.cancel')}
          isBusy={atHotel.isSending}
          onConfirm={atHotel.confirm}
          onClose={atHotel.cancel}
        />
      ) : null}
    </>
  );
}

function WarrantyContent({ client }: { client: TGetClientResponse }) {
  const { t } = useTranslation('payment');
  const navigation = useGuestFlowNavigation();
  const companyId = useTenant().initial?.company.companyId ?? '';
  const order = client.order;
  if (!order) return <Navigate to={PATHS.home} replace />;
  const state = warrantyState(order);
  const leave = () => {
    editedGuestStore.set(null);
    navigation.finishFlow();
  };
  const backToList = () => {
    editedGuestStore.set(null);
    navigation.returnHome();
  };
  const context: TPayContext | null =
    state.kind === 'payable'
      ? {
          order,
          charge: state.charge,
          personId: client.guest.personId,
          companyId,
          reservationNumber: client.reservation.reservationNumber,
        }
      : null;
  return (
    <>
      {order.isGuaranteeRequired && context ? (
        <AlertBanner severity="info">{t('warranty.required')}</AlertBanner>
      ) : null}
      {context ? <Choices context={context} /> : null}
      {state.kind === 'authorized' && state.charge.receipt ? (
        <>
          <Receipt receipt={state.charge.receipt} email={client.guest.email} />
          <Link to={WARRANTY_PATHS.wallet} className="wallet__add">
            {t('warranty.manageCards')}
          </Link>
        </>
      ) : null}
      {state.kind === 'payAtHotel' ? (
        <AlertBanner severity="info">{t('warranty.paidAtHotelChosen')}</AlertBanner>
      ) : null}
      {state.kind === 'waiting' ? <AlertBanner severity="info">{t('processing.waiting')}</AlertBanner> : null}
      {state.kind === 'nothing' ? <AlertBanner severity="info">{t('warranty.noOrder')}</AlertBanner> : null}
      {context || state.kind === 'waiting' ? (
        <StepActions onBack={backToList} backLabel={t('warranty.backToList')} hasNext={false} />
      ) : (
        <StepActions nextLabel={t('warranty.continue')} onNext={leave} />
      )}
    </>
  );
}

/**
 * '/reservation/warranty' (spec sections 2 and 4): the main guest's payment guarantee, after the form
 * went to the hotel. The charge's amount and the ways to guarantee it; once guaranteed, the receipt or
 * the choice of paying at the hotel, and the way on (preferences or the guest list).
 */
export function WarrantyPage() {
  const { t } = useTranslation('payment');
  const guestId = useFlowGuestId();
  return (
    <StepPage title={t('warranty.title')} subtitle={t('warranty.subtitle')}>
      <div className="warranty">
        <RecordGate guestId={guestId}>{(client) => <WarrantyContent client={client} />}</RecordGate>
      </div>
    </StepPage>
  );
}
