import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { additionalDataConfig } from '@hospedar/contracts/guests/extra-field-rules';
import { StepActions } from '../step/step-actions.tsx';
import { useStepFailure } from '../step/use-step-failure.ts';
import { useFinalizeGuest } from '../use-finalize-guest.ts';
import { SummaryCard } from './summary-card.tsx';
import { useAdditionalGroups } from './use-additional-groups.ts';
import { usePersonalGroups } from './use-personal-groups.ts';

export type TConfirmationSummaryProps = {
  client: TGetClientResponse;
  company: Pick<TCompanyConfig, 'stepsConfig' | 'parameters'>;
};

/**
 * Every answer of the guest, grouped, each group with an Edit link to its step. Confirm finalizes the
 * FNRH when this is the guest's last step (then the flow goes home), else goes on to the signature.
 */
export function ConfirmationSummary({ client, company }: TConfirmationSummaryProps) {
  const { t } = useTranslation('guest-flow');
  const navigation = useGuestFlowNavigation();
  const { guest } = client;
  const config = navigation.hasStep('additional-data') ? additionalDataConfig(company) : null;
  const groups = [
    ...usePersonalGroups(guest, company.parameters.jobs),
    ...useAdditionalGroups(guest, config, company.parameters),
  ];
  const { finalize } = useFinalizeGuest(guest.id, client.reservation.id);
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
      <div className="summary-grid">
        {groups.map((group) => (
          <SummaryCard
            key={group.id}
            group={group}
            editHref={routeOf(group.step)}
            onEdit={() => navigation.goTo(group.step)}
          />
        ))}
      </div>
      <StepActions
        onBack={navigation.goBack}
        onNext={() => void confirm()}
        nextLabel={navigation.isLastStep ? t('confirmation.confirmAndSend') : t('confirmation.confirm')}
        isBusy={isBusy}
      />
    </>
  );
}
