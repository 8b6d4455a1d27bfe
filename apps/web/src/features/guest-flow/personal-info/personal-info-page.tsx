import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditedGuest } from '../../../lib/edited-guest.ts';
import { useGuestState } from '../../../lib/guest-session.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate, RecordLoading } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import type { TPersonalInfoSlots } from './personal-info-types.ts';
import './components/fields.css';
import './personal-info.css';

/**
 * The form (its schemas, the phone, date and document fields) is a module of its own: the route's loader
 * imports it a task after the route's module (importInTasks), so its preload links and its evaluation
 * come in tasks apart from the route's instead of one long task (decision 265).
 */
const PersonalInfoForm = lazy(() =>
  import('./components/personal-info-form.tsx').then((m) => ({ default: m.PersonalInfoForm })),
);

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
            <Suspense fallback={<RecordLoading />}>
              <PersonalInfoForm
                key={client.guest.id}
                client={client}
                company={initial.company}
                today={initial.today}
                viewerId={clientId}
                actionType={actionType}
                {...slots}
              />
            </Suspense>
          )}
        </RecordGate>
      ) : null}
    </StepPage>
  );
}
