import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { TPayResponse } from '@hospedar/contracts/payment/pay';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { AlertBanner } from '../../../../components/alert-banner.tsx';
import { PATHS } from '../../../../lib/paths.ts';
import { useTenant } from '../../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../../step/record-gate.tsx';
import { StepActions } from '../../../../components/step/step-actions.tsx';
import { StepPage } from '../../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../../use-flow-guest.ts';
import { useLanguage } from '../../use-language.ts';
import { paymentQueryOptions, PAYMENT_POLL_MS } from '../api/pay.ts';
import { challengeHref, WARRANTY_PATHS } from '../paths.ts';
import { useDeclineText } from './use-decline-text.ts';
import '../warranty.css';

/** The portal stops asking after this many polls (about a minute) and says there is no answer yet. */
export const MAX_POLLS = 30;

/** How the processing screen reads a payment's answer, the polls it took included. */
export type TProcessingView = 'waiting' | 'challenge' | 'approved' | 'declined' | 'timedOut' | 'payAtHotel';

export function processingView(answer: TPayResponse, polls: number): TProcessingView {
  switch (answer.status) {
    case 'approved':
      return 'approved';
    case 'declined':
      return 'declined';
    case 'timed_out':
      return 'timedOut';
    case 'pay_at_hotel':
      return 'payAtHotel';
    case 'challenge':
      return polls >= MAX_POLLS ? 'timedOut' : 'challenge';
    case 'processing':
      return polls >= MAX_POLLS ? 'timedOut' : 'waiting';
  }
}

function Processing({ client, paymentId }: { client: TGetClientResponse; paymentId: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const declineText = useDeclineText();
  const language = useLanguage();
  const [polls, setPolls] = useState(0);
  const queryClient = useQueryClient();
  const companyId = useTenant().initial?.company.companyId ?? '';
  const reservationNumber = client.reservation.reservationNumber;
  const query = useQuery({
    ...paymentQueryOptions(paymentId, { queryClient, companyId, reservationNumber }),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return (status === 'processing' || status === 'challenge') && polls < MAX_POLLS
        ? PAYMENT_POLL_MS
        : false;
    },
  });
  const updatedAt = query.dataUpdatedAt;
  const lastCounted = useRef(updatedAt);
  useEffect(() => {
    if (updatedAt !== lastCounted.current) {
      lastCounted.current = updatedAt;
      setPolls((count) => count + 1);
    }
  }, [updatedAt]);

  const tryAnother = () => navigate(WARRANTY_PATHS.warranty);
  if (query.isError) {
    return (
      <>
        <AlertBanner severity="error">{t('processing.lost')}</AlertBanner>
        <StepActions onBack={tryAnother} hasNext={false} />
      </>
    );
  }
  if (!query.data) return <Waiting />;
  const view = processingView(query.data, polls);
  switch (view) {
    case 'waiting':
      return <Waiting />;
    case 'challenge':
      return query.data.challengeUrl ? (
        <Challenge url={challengeHref(query.data.challengeUrl, language, paymentId)} />
      ) : (
        <Waiting />
      );
    case 'approved':
      // The receipt has one place, the warranty step (a reload finds it there too), with the way on.
      return <Navigate to={WARRANTY_PATHS.warranty} replace />;
    case 'declined':
      return (
        <>
          <div className="payment-outcome" role="alert">
            <h2 className="payment-outcome__title">{t('processing.declinedTitle')}</h2>
            <p>{t('processing.declinedText', { reason: declineText(query.data.declineCode) })}</p>
          </div>
          <StepActions nextLabel={t('processing.tryAnother')} onNext={tryAnother} />
        </>
      );
    case 'timedOut':
      return (
        <>
          <div className="payment-outcome" role="alert">
            <h2 className="payment-outcome__title">{t('processing.timeoutTitle')}</h2>
            <p>{t('processing.timeoutText')}</p>
          </div>
          <StepActions
            onBack={tryAnother}
            backLabel={t('processing.tryAnother')}
            nextLabel={t('processing.checkAgain')}
            onNext={() => {
              setPolls(0);
              void query.refetch();
            }}
          />
        </>
      );
    case 'payAtHotel':
      return <Navigate to={PATHS.home} replace />;
  }
}

/**
 * The card's bank asks the guest to confirm (3-D Secure style): its page opens in this tab and leads
 * back here, where the polling goes on; meanwhile the answer is still asked for.
 */
function Challenge({ url }: { url: string }) {
  const { t } = useTranslation('payment');
  return (
    <>
      <div className="payment-outcome payment-outcome--info" role="status">
        <h2 className="payment-outcome__title">{t('processing.challengeTitle')}</h2>
        <p>{t('processing.challengeText')}</p>
      </div>
      <div className="step-actions">
        <Button variant="contained" size="large" className="step-actions__main" href={url}>
          {t('processing.challenge')}
        </Button>
      </div>
    </>
  );
}

function Waiting() {
  const { t } = useTranslation('payment');
  return (
    <div className="payment-waiting" role="status">
      <CircularProgress size={40} aria-hidden="true" />
      <p>{t('processing.waiting')}</p>
    </div>
  );
}

/**
 * '/reservation/warranty/processing-payment?payment=<id>': asks for the payment every 2 s until the
 * processor approves or declines it or gives up (spec section 2: card approval and processing, receipt).
 */
export function ProcessingPaymentPage() {
  const { t } = useTranslation('payment');
  const guestId = useFlowGuestId();
  const [search] = useSearchParams();
  const paymentId = search.get('payment');
  if (!paymentId) return <Navigate to={WARRANTY_PATHS.warranty} replace />;
  return (
    <StepPage title={t('processing.title')}>
      <div className="warranty">
        <RecordGate guestId={guestId}>
          {(client) => <Processing client={client} paymentId={paymentId} />}
        </RecordGate>
      </div>
    </StepPage>
  );
}
