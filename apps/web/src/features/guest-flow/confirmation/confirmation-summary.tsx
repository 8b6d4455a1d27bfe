import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { additionalDataConfig } from '@hospedar/contracts/guests/extra-field-rules';
import { StepActions } from '../../../components/step/step-actions.tsx';
import { useStepFailure } from '../step/use-step-failure.ts';
import { FinalizedDialog } from '../finalized-dialog.tsx';
import { useFinalizeGuest } from '../use-finalize-guest.ts';
import { FnrhDigitalNotice } from '../fnrh-digital/fnrh-digital-notice.tsx';
import { SummaryCard } from './summary-card.tsx';
import { useAdditionalGroups } from './use-additional-groups.ts';
import { useConsentGroup } from './use-consent-group.ts';
import { usePersonalGroups } from './use-personal-groups.ts';

export type TConfirmationSummaryProps = {
  client: TGetClientResponse;
  company: Pick<TCompanyConfig, 'stepsConfig' | 'parameters'>;
};

/**
 * Every answer of the guest, grouped, each group with an Edit link to its step, under what FNRH Digital
 * would refuse (when the hotel sends forms there). Confirm finalizes the FNRH when this is the guest's
 * last step (then the finalized modal, as after a signature), else goes on to the signature.
 */
export function ConfirmationSummary({ client, company }: TConfirmationSummaryProps) {
  const { t } = useTranslation('guest-flow');
  const navigation = useGuestFlowNavigation();
  const { guest } = client;
  const config = navigation.hasStep('additional-data') ? additionalDataConfig(company) : null;
  const consent = useConsentGroup(guest);
  const [personal, document, contact, address] = usePersonalGroups(guest, company.parameters.jobs);
  // Only answers: a field left empty is not sent, so it has no row (and a group with none, no card).
  const groups = [
    personal,
    document,
    contact,
    address,
    consent,
    ...useAdditionalGroups(guest, config, company.parameters),
  ]
    .filter((group) => group !== undefined)
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.value !== '') }))
    .filter((group) => group.rows.length > 0 || (group.images?.length ?? 0) > 0);
  const { finalize, isFinalized, finish } = useFinalizeGuest(guest.id, client.reservation.id);
  const fail = useStepFailure();
  const [isBusy, setIsBusy] = useState(false);
  const routeOf = (name: string) => navigation.steps.find((step) => step.name === name)?.route ?? '';

  async function confirm() {
    if (!navigation.isLastStep) {
      navigation.goNext();
      return;
    }
    setIsBusy(true);
    try {
      await finalize();
    } catch (error) {
      fail(error, () => void confirm());
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <FnrhDigitalNotice guestId={guest.id} />
      <div className="summary-grid">
        {groups.map((group) => (
          <SummaryCard
            key={group.id}
            group={group}
            editHref={routeOf(group.step) + (group.section ? `#${group.section}` : '')}
            onEdit={() => navigation.goTo(group.step, group.section)}
          />
        ))}
      </div>
      <StepActions
        onBack={navigation.goBack}
        onNext={() => void confirm()}
        nextLabel={navigation.isLastStep ? t('confirmation.confirmAndSend') : undefined}
        isBusy={isBusy}
      />
      {isFinalized ? <FinalizedDialog onOk={finish} /> : null}
    </>
  );
}
