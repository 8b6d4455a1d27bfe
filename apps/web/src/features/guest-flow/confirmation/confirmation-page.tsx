import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { ConfirmationSummary } from './confirmation-summary.tsx';

/** '/reservation/confirmation': the guest checks every answer before the FNRH is sent (spec section 2). */
export function ConfirmationPage() {
  const { t } = useTranslation('guest-flow');
  const guestId = useFlowGuestId();
  const company = useTenant().initial?.company ?? null;
  return (
    <StepPage title={t('confirmation.title')} subtitle={t('confirmation.subtitle')}>
      {company ? (
        <RecordGate guestId={guestId}>
          {(client) => <ConfirmationSummary client={client} company={company} />}
        </RecordGate>
      ) : null}
    </StepPage>
  );
}
