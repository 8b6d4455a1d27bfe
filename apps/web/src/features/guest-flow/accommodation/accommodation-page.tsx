import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EMPTY_PREFERENCES } from '@hospedar/contracts/preferences/set-preferences';
import type { TAccommodationOptions } from '@hospedar/contracts/preferences/accommodation-options';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { AccommodationForm } from './accommodation-form.tsx';
import { useSavePreferences } from './use-save-preferences.ts';
import './accommodation.css';

type TFilledFormProps = { client: TGetClientResponse; companyId: string; options: TAccommodationOptions };

function FilledForm({ client, companyId, options }: TFilledFormProps) {
  const { save, skip, isSaving } = useSavePreferences(companyId, client.guest.id);
  return (
    <AccommodationForm
      options={options}
      initial={client.guest.accommodationPreferences ?? EMPTY_PREFERENCES}
      isSaving={isSaving}
      onSave={save}
      onSkip={skip}
    />
  );
}

/**
 * '/reservation/accommodation': the main guest's accommodation preferences, after the FNRH (spec
 * sections 2 and 6), pre-filled with what was saved. Others, or a hotel without the step, go home.
 */
export function AccommodationPage() {
  const { t } = useTranslation('accommodation');
  const guestId = useFlowGuestId();
  const navigation = useGuestFlowNavigation();
  const company = useTenant().initial?.company ?? null;
  const options = company?.parameters.accommodation;
  if (!company || !options || !navigation.hasExtraStep('accommodation')) {
    return <Navigate to={PATHS.home} replace />;
  }
  return (
    <StepPage title={t('title')} subtitle={t('subtitle')}>
      <RecordGate guestId={guestId}>
        {(client) => <FilledForm client={client} companyId={company.companyId} options={options} />}
      </RecordGate>
    </StepPage>
  );
}
