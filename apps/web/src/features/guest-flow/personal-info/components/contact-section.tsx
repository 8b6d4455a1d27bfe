import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form-field.tsx';
import type { TBindings } from '../hooks/use-bindings.ts';
import type { TPersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import { FormSection } from './form-section.tsx';
import { PhoneField } from './phone-field.tsx';

type TContactSectionProps = { form: TPersonalInfoForm; bindings: TBindings; isChild: boolean };

const MOBILE = {
  countryCode: 'mobileCountryCode',
  areaCode: 'mobileAreaCode',
  number: 'mobileNumber',
} as const;
const HOME = { countryCode: 'homeDdi', areaCode: 'homeDdd', number: 'homeNumber' } as const;

/** E-mail (optional for children), mobile phone (may be absent: spec section 3) and home phone (optional). */
export function ContactSection({ form, bindings, isChild }: TContactSectionProps) {
  const { t } = useTranslation('personal-info');
  const { bind, error } = bindings;
  const { values } = form;
  return (
    <FormSection id="pi-contact" title={t('sections.contact')}>
      <TextField
        id="pi-email"
        className="pi-grid__full"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
        label={isChild ? `${t('fields.email')} (${t('optional')})` : t('fields.email')}
        {...bind('email')}
      />
      <PhoneField
        id="pi-mobile"
        kind="mobile"
        legend={`${t('fields.mobilePhone')} (${t('optional')})`}
        countryCode={values.mobileCountryCode}
        areaCode={values.mobileAreaCode}
        number={values.mobileNumber}
        onChange={(part, value) => form.setValue(MOBILE[part], value)}
        onBlur={() => form.touch('mobilePhone')}
        error={error('mobilePhone')}
      />
      <PhoneField
        id="pi-home"
        kind="home"
        legend={`${t('fields.homePhone')} (${t('optional')})`}
        countryCode={values.homeDdi}
        areaCode={values.homeDdd}
        number={values.homeNumber}
        onChange={(part, value) => form.setValue(HOME[part], value)}
        onBlur={() => form.touch('homePhone')}
        error={error('homePhone')}
      />
    </FormSection>
  );
}
