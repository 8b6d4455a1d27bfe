import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../../components/alert-banner.tsx';
import type { useSaveStep } from '../hooks/use-save-step.ts';

/** The generic save failure, Back (to the guest list) and Next (or Save and finish on the last step). */
export function FormActions({ step }: { step: ReturnType<typeof useSaveStep> }) {
  const { t } = useTranslation('personal-info');
  return (
    <div className="pi-actions">
      <div aria-live="assertive" className="pi-actions__alert">
        {step.failure ? <AlertBanner severity="error">{t(`errors.${step.failure}`)}</AlertBanner> : null}
      </div>
      <div className="pi-actions__buttons">
        <button type="button" className="btn btn--outline btn--large" onClick={step.goBack}>
          {t('actions.back')}
        </button>
        <button type="submit" className="btn btn--primary btn--large" aria-disabled={step.isSaving}>
          {step.isSaving ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {step.isSaving ? t('actions.saving') : step.isLastStep ? t('actions.finish') : t('actions.next')}
        </button>
      </div>
    </div>
  );
}
