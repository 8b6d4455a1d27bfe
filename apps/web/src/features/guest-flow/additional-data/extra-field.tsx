import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TExtraFieldDefinition } from '@hospedar/contracts/tenant/company-config';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { localize } from '../../../lib/tenant/localize.ts';
import { ChoiceGroup } from '../../../components/step/choice-group.tsx';
import { TEXT_MAX_LENGTH } from './additional-data-values.ts';

export type TExtraFieldProps = {
  field: TExtraFieldDefinition;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language: TLanguage;
};

/**
 * One question the hotel defines (stepsConfig 'dados-adicionais'), drawn by its kind with the steps' one
 * field style: the label above, "(optional)" when the hotel does not require it, the error under it.
 */
export function ExtraField({ field, value, onChange, error, language }: TExtraFieldProps) {
  const { t } = useTranslation('guest-flow');
  const id = `extra-${field.key}`;
  const name = localize(field.label, language) || field.key;
  const label = field.required ? name : `${name} ${t('step.optional')}`;
  const common = { id, label, value, required: field.required, error };

  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          maxLength={TEXT_MAX_LENGTH}
          onChange={(event) =>
            onChange(field.isUpperCase ? event.target.value.toUpperCase() : event.target.value)
          }
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          maxLength={20}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          maxLength={TEXT_MAX_LENGTH}
          autoComplete={field.sameAs ? 'off' : 'email'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return <TextField {...common} type="date" onChange={(event) => onChange(event.target.value)} />;
    case 'select':
      return (
        <SelectField {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('additionalData.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {localize(option.label, language) || option.value}
            </option>
          ))}
        </SelectField>
      );
    case 'yes_no':
      return (
        <ChoiceGroup
          id={id}
          legend={label}
          name={id}
          options={[
            { value: 'yes', label: t('additionalData.yes') },
            { value: 'no', label: t('additionalData.no') },
          ]}
          value={value}
          onChange={onChange}
          error={error}
        />
      );
  }
}
