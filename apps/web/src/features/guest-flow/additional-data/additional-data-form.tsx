import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TAdditionalDataConfig, TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { StepActions } from '../../../components/step/step-actions.tsx';
import { StepSection } from '../../../components/step/step-section.tsx';
import { FinalizedDialog } from '../finalized-dialog.tsx';
import { invalidItems, StepErrorSummary } from '../../../components/step/step-error-summary.tsx';
import type { TSummaryItem } from '../../../components/step/step-error-summary.tsx';
import { useStepSave } from '../step/use-step-save.ts';
import { useLanguage } from '../use-language.ts';
import { toSavePatch } from './additional-data-values.ts';
import { ExtraField } from './extra-field.tsx';
import { TripFields } from './trip-fields.tsx';
import { useAdditionalDataForm } from './use-additional-data-form.ts';
import { useProblemText } from './use-problem-text.ts';
import './additional-data.css';

export type TAdditionalDataFormProps = {
  guest: TGuest;
  reservationId: string;
  config: TAdditionalDataConfig;
  parameters: Pick<TCompanyParameters, 'transportTypes' | 'purposes' | 'countries'>;
};

const INVALID = '[aria-invalid="true"]';

/** The trip data and the hotel's questions; Next saves them and moves on (or finalizes when last). */
export function AdditionalDataForm({ guest, reservationId, config, parameters }: TAdditionalDataFormProps) {
  const { t } = useTranslation('guest-flow');
  const language = useLanguage();
  const form = useAdditionalDataForm(guest, config);
  const problemText = useProblemText();
  const step = useStepSave(guest.id, reservationId);
  const formRef = useRef<HTMLFormElement>(null);
  const hasTrip = config.origin || config.destination || config.transportType || config.travelReason;
  const errorCount = Object.values(form.errors).filter(Boolean).length;
  const [summary, setSummary] = useState<TSummaryItem[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step.isSaving) return;
    let found = {};
    // Rendered at once, so the summary can name the invalid fields and the first can take the focus.
    flushSync(() => {
      found = form.check();
    });
    setSummary(Object.keys(found).length > 0 ? invalidItems(formRef.current, INVALID) : []);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>(INVALID)?.focus();
      return;
    }
    void step.save({
      patch: toSavePatch(form.values, config, guest.additionalData),
      onSaved: form.draft.clear,
    });
  }

  return (
    <form ref={formRef} className="step-form" noValidate onSubmit={submit}>
      <p className="step-form__note">{t('step.requiredNote')}</p>
      {hasTrip ? (
        <TripFields
          config={config}
          parameters={parameters}
          language={language}
          form={form}
          problemText={problemText}
        />
      ) : null}
      {config.extraFields.length > 0 ? (
        <StepSection id="extra" title={t('additionalData.extraTitle')}>
          <div className="step-grid">
            {config.extraFields.map((field) => (
              <ExtraField
                key={field.key}
                field={field}
                value={form.values.extra[field.key] ?? ''}
                onChange={(value) => form.setExtra(field.key, value)}
                error={problemText(form.errors[`extra.${field.key}`], field)}
                language={language}
              />
            ))}
          </div>
        </StepSection>
      ) : null}
      <StepErrorSummary items={errorCount > 0 ? summary : []} />
      <StepActions
        onBack={step.goBack}
        nextLabel={step.isLastStep ? t('step.finish') : undefined}
        isBusy={step.isSaving}
      />
      {step.isFinalized ? <FinalizedDialog onOk={step.finish} /> : null}
    </form>
  );
}
