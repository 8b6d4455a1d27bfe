import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TOption } from '@hospedar/contracts/tenant/company-config';
import { SelectField } from '../../../components/form-field.tsx';
import { localize } from '../../../lib/tenant/localize.ts';

export type TOptionSelectProps = {
  id: string;
  label: string;
  options: readonly TOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language: TLanguage;
};

/** A required choice among the hotel's parameters (transport types, purposes): the phone's own list. */
export function OptionSelect({ id, label, options, value, onChange, error, language }: TOptionSelectProps) {
  const { t } = useTranslation('guest-flow');
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={error}
    >
      <option value="">{t('additionalData.choose')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {localize(option.label, language) || option.id}
        </option>
      ))}
    </SelectField>
  );
}
