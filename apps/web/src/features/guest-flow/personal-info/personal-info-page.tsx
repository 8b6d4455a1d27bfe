import { usePrefetchQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditedGuest } from '../../../lib/edited-guest.ts';
import { countriesQuery } from '../../../lib/geo/list-countries.ts';
import { currentLanguage } from '../../../lib/i18n/i18n.ts';
import { useGuestState } from '../../../lib/guest-session.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { RecordGate } from '../step/record-gate.tsx';
import { StepPage } from '../../../components/step/step-page.tsx';
import { useFlowGuestId } from '../use-flow-guest.ts';
import { PersonalInfoForm } from './components/personal-info-form.tsx';
import type { TPersonalInfoSlots } from './personal-info-types.ts';
import './components/fields.css';
import './personal-info.css';

/**
 * Asks for the countries (GET /api/countries) with the record, as the page opens, not once the form is
 * drawn: they are then usually there for the form's first drawing, instead of arriving after it and
 * drawing the form's two country lists again (decision 285). Draws nothing.
 */
function CountriesAhead() {
  usePrefetchQuery(countriesQuery(currentLanguage()));
  return null;
}

/** '/reservation/personal-info': the FNRH's personal data, document, contact, address and consent. */
export function PersonalInfoPage(slots: TPersonalInfoSlots) {
  const { t } = useTranslation('personal-info');
  const { initial } = useTenant();
  const { clientId } = useGuestState();
  const guestId = useFlowGuestId();
  const actionType = useEditedGuest()?.actionType ?? 'edit';
  return (
    <StepPage title={t('title')} subtitle={t('intro')}>
      {initial ? <CountriesAhead /> : null}
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
