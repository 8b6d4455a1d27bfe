import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TExtraFieldDefinition } from '@hospedar/contracts/tenant/company-config';
import { localize } from '../../../lib/tenant/localize.ts';
import { TEXT_MAX_LENGTH } from './additional-data-values.ts';

export type TExtraFieldProps = {
  field: TExtraFieldDefinition;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language: TLanguage;
};

/** One question the hotel defines (stepsConfig 'dados-adicionais'), drawn by its kind. */
export function ExtraField({ field, value, onChange, error, language }: TExtraFieldProps) {
  const { t } = useTranslation('guest-flow');
  const id = `extra-${field.key}`;
  const name = localize(field.label, language) || field.key;
  const label = field.required ? name : `${name} ${t('step.optional')}`;
  const common = {
    id,
    label,
    value,
    required: field.required,
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
  };

  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          onChange={(event) =>
            onChange(field.isUpperCase ? event.target.value.toUpperCase() : event.target.value)
          }
          slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        />
      );
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: TEXT_MAX_LENGTH, autoComplete: field.sameAs ? 'off' : 'email' },
          }}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('additionalData.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {localize(option.label, language) || option.value}
            </option>
          ))}
        </TextField>
      );
    case 'yes_no':
      return (
        <FormControl component="fieldset" required={field.required} error={Boolean(error)}>
          <FormLabel component="legend" id={`${id}-label`}>
            {label}
          </FormLabel>
          <RadioGroup
            row
            name={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            data-invalid={error ? 'true' : undefined}
          >
            <FormControlLabel value="yes" control={<Radio />} label={t('additionalData.yes')} />
            <FormControlLabel value="no" control={<Radio />} label={t('additionalData.no')} />
          </RadioGroup>
          {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
        </FormControl>
      );
  }
}
