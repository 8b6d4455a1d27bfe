import { useTranslation } from 'react-i18next';
import { useEditedGuest } from '../../../lib/edited-guest.ts';
import { useGuestState } from '../../../lib/guest-session.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { PersonalInfoForm } from './components/personal-info-form.tsx';
import type { TPersonalInfoSlots } from './personal-info-types.ts';
import './components/fields.css';
import './personal-info.css';

/** '/reservation/personal-info': the FNRH's personal data, document, contact, address and consent. */
export function PersonalInfoPage(slots: TPersonalInfoSlots) {
  const { t } = useTranslation('personal-info');
  const { initial } = useTenant();
  const { clientId } = useGuestState();
  const guestId = useFlowGuestId();
  const actionType = useEditedGuest()?.actionType ?? 'edit';
  return (
    <StepPage title={t('title')} subtitle={t('intro')}>
      {initial ? (
        <RecordGate guestId={guestId}>
          {(client) => (
            <PersonalInfoForm
              key={client.guest.id}
              client={client}
              company={initial.company}
              today={initial.today}
              viewerId={clientId}
              actionType={actionType}
              {...slots}
            />
          )}
        </RecordGate>
      ) : null}
    </StepPage>
  );
}
