import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBindings } from '../hooks/use-bindings.ts';
import type { TPersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import { CheckboxField } from '../../../../components/step/checkbox-field.tsx';
import { FormSection } from './form-section.tsx';

export type TConsentSectionProps = {
  form: TPersonalInfoForm;
  bindings: TBindings;
  /** The buttons that open the terms in a modal (the terms feature, joined by the app). */
  renderTermsLinks?: () => ReactNode;
};

/** The messaging-app and e-mail opt-ins, and the consent to the terms (required). */
export function ConsentSection({ form, bindings, renderTermsLinks }: TConsentSectionProps) {
  const { t } = useTranslation('personal-info');
  const { values } = form;
  return (
    <FormSection id="pi-consent" title={t('sections.consent')}>
      <div className="pi-grid__full pi-stack">
        <CheckboxField
          id="pi-messaging-opt-in"
          label={t('consent.messagingApp')}
          checked={values.messagingOptIn}
          onChange={(checked) => form.setValue('messagingOptIn', checked)}
        />
        <CheckboxField
          id="pi-email-opt-in"
          label={t('consent.email')}
          checked={values.emailOptIn}
          onChange={(checked) => form.setValue('emailOptIn', checked)}
        />
        <CheckboxField
          id="pi-accept-terms"
          label={t('consent.terms')}
          checked={values.acceptTerms}
          onChange={(checked) => {
            form.setValue('acceptTerms', checked);
            form.touch('terms');
          }}
          error={bindings.error('terms')}
        />
        {renderTermsLinks?.()}
      </div>
    </FormSection>
  );
}
