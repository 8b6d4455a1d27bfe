import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TSavedCard } from '@hospedar/contracts/payment/cards';
import type { TAccessTokenResponse } from '@hospedar/contracts/payment/access-token';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { PAYMENT_INSTALLMENTS, type TPaymentMethod } from '@hospedar/contracts/payment/pay';
import { AlertBanner } from '../../../../components/alert-banner.tsx';
import { notifications } from '../../../../components/notifications/notification-store.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useErrorText } from '../../../../lib/i18n/use-error-text.ts';
import { RecordGate } from '../../step/record-gate.tsx';
import { StepActions } from '../../../../components/step/step-actions.tsx';
import { StepPage } from '../../../../components/step/step-page.tsx';
import { StepSection } from '../../../../components/step/step-section.tsx';
import { useFlowGuestId } from '../../use-flow-guest.ts';
import { cardsQueryOptions, useDeleteCard } from '../api/cards.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { OrderAmount } from '../order-amount.tsx';
import { processingPath, WARRANTY_PATHS } from '../paths.ts';
import type { TPayContext } from '../use-pay-charge.ts';
import { usePayCharge } from '../use-pay-charge.ts';
import { payableCharge, WarrantyGate } from '../warranty-gate.tsx';
import { SavedCardOption } from './saved-card-option.tsx';
import '../warranty.css';

type TWalletProps = {
  personId: string;
  /** The charge to pay and its access token; null once the guarantee is given (the wallet only lists and deletes). */
  pay: { context: TPayContext; access: TAccessTokenResponse } | null;
};

function Wallet({ personId, pay: payWith }: TWalletProps) {
  const { t } = useTranslation('payment');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cards = useQuery(cardsQueryOptions(personId));
  const deleting = useDeleteCard();
  const payment = usePayCharge(payWith?.context ?? null);
  const [chosenId, setChosenId] = useState<string | null>(search.get('card'));
  const [toDelete, setToDelete] = useState<TSavedCard | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const list = cards.data?.cards ?? [];
  const chosen = list.find((card) => card.id === chosenId) ?? list[0] ?? null;

  const fail = (error: unknown, fallback: string) => {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
    notifications.notify({
      severity: 'error',
      message: code === 'UNKNOWN_ERROR' ? fallback : errorText(code),
    });
  };

  async function pay() {
    if (!chosen || !payWith) return;
    const { context, access } = payWith;
    setIsPaying(true);
    try {
      const method: TPaymentMethod = {
        type: 'saved_card',
        amount: context.charge.amount,
        installments: PAYMENT_INSTALLMENTS,
        cardId: chosen.id,
      };
      const answer = await payment.send(method, access.accessToken);
      navigate(processingPath(answer.paymentId));
    } catch (error) {
      fail(error, t('errors.payFailed'));
    } finally {
      setIsPaying(false);
    }
  }

  async function remove(card: TSavedCard) {
    try {
      await deleting.mutateAsync({ personId, cardId: card.id });
      notifications.notify({ severity: 'success', message: t('wallet.deleted') });
    } catch (error) {
      fail(error, t('errors.deleteFailed'));
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      {payWith ? <OrderAmount charge={payWith.context.charge} /> : null}
      <StepSection id="wallet" title={t('wallet.title')}>
        {cards.isError ? (
          <div className="step-gate">
            <AlertBanner severity="error">{t('wallet.loadError')}</AlertBanner>
            <Button variant="outlined" onClick={() => void cards.refetch()}>
              {t('warranty.retry')}
            </Button>
          </div>
        ) : null}
        {cards.isPending ? (
          <p className="wallet__loading" role="status">
            <CircularProgress size={18} aria-hidden="true" />
            {t('wallet.loading')}
          </p>
        ) : null}
        {cards.data && list.length === 0 ? <p className="wallet__empty">{t('wallet.empty')}</p> : null}
        {list.length > 0 ? (
          <fieldset className="wallet__cards">
            <legend className="wallet__legend">{t('wallet.choose')}</legend>
            {list.map((card) => (
              <SavedCardOption
                key={card.id}
                card={card}
                isChosen={payWith !== null && card.id === chosen?.id}
                isChoosable={payWith !== null}
                onChoose={() => setChosenId(card.id)}
                onDelete={() => setToDelete(card)}
              />
            ))}
          </fieldset>
        ) : null}
        {payWith ? (
          <Link to={`${WARRANTY_PATHS.registration}?from=wallet`} className="wallet__add">
            {t('wallet.add')}
          </Link>
        ) : null}
      </StepSection>
      <StepActions
        onBack={() => navigate(WARRANTY_PATHS.warranty)}
        nextLabel={t('wallet.pay')}
        busyLabel={t('card.paying')}
        onNext={() => void pay()}
        isBusy={isPaying}
        isNextDisabled={!chosen}
        hasNext={payWith !== null}
      />
      {toDelete ? (
        <ConfirmDialog
          title={t('wallet.deleteTitle')}
          text={t('wallet.deleteText', { brand: t(`brand.${toDelete.brand}`), last4: toDelete.lastFour })}
          confirmLabel={t('wallet.deleteConfirm')}
          cancelLabel={t('wallet.deleteCancel')}
          isBusy={deleting.isPending}
          isDanger
          onConfirm={() => void remove(toDelete)}
          onClose={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}

/**
 * The wallet pays while the charge was payable when it opened (a payment sent from it moves the order
 * on before the processing screen shows); after the guarantee it only lists and deletes.
 */
function WalletFor({ client }: { client: TGetClientResponse }) {
  const [isPaying] = useState(() => payableCharge(client) !== null);
  return isPaying ? (
    <WarrantyGate client={client}>
      {(context, access) => <Wallet personId={client.guest.personId} pay={{ context, access }} />}
    </WarrantyGate>
  ) : (
    <Wallet personId={client.guest.personId} pay={null} />
  );
}

/** '/reservation/warranty/wallet-payment': pay with a saved card, add one, or delete one (after a confirmation). */
export function WalletPaymentPage() {
  const { t } = useTranslation('payment');
  const guestId = useFlowGuestId();
  return (
    <StepPage title={t('warranty.wallet')} subtitle={t('wallet.subtitle')}>
      <div className="warranty">
        <RecordGate guestId={guestId}>{(client) => <WalletFor client={client} />}</RecordGate>
      </div>
    </StepPage>
  );
}
