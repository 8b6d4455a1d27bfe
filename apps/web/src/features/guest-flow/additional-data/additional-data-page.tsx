import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { additionalDataConfig } from '@hospedar/contracts/guests/extra-field-rules';
import { AdditionalDataForm } from './additional-data-form.tsx';

/** '/reservation/additional-data': the trip data and the hotel's own questions (spec section 2). */
export function AdditionalDataPage() {
  const { t } = useTranslation('guest-flow');
  const guestId = useFlowGuestId();
  const company = useTenant().initial?.company ?? null;
  const config = company ? additionalDataConfig(company) : null;
  if (company && !config) return <Navigate to="/reservation/confirmation" replace />;
  return (
    <StepPage title={t('additionalData.title')} subtitle={t('additionalData.subtitle')}>
      {company && config ? (
        <RecordGate guestId={guestId}>
          {(client) => (
            <AdditionalDataForm
              guest={client.guest}
              reservationId={client.reservation.id}
              config={config}
              parameters={company.parameters}
            />
          )}
        </RecordGate>
      ) : null}
    </StepPage>
  );
}
