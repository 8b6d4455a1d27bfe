import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../model/masks.ts';
import { FieldMessage, describedBy } from '../../../../components/form-field.tsx';

type TPhonePart = 'countryCode' | 'areaCode' | 'number';

type TPhoneFieldProps = {
  /** 'pi-mobile' or 'pi-home': the inputs are <id>-country, <id>-area and <id>-number. */
  id: string;
  legend: string;
  countryCode: string;
  areaCode: string;
  number: string;
  onChange: (part: TPhonePart, value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: string;
  /** autocomplete tokens for the area code and the number ('mobile' or 'home' contact). */
  kind: 'mobile' | 'home';
};

/** A phone as international code, area code and number (spec section 5), digits only. */
export function PhoneField(props: TPhoneFieldProps) {
  const { id, legend, countryCode, areaCode, number, onChange, onBlur, error, hint, kind } = props;
  const { t } = useTranslation('personal-info');
  const described = describedBy(id, error, hint);
  const digits = (part: TPhonePart, max: number) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(part, digitsOnly(event.target.value, max));
  const common = {
    type: 'text',
    inputMode: 'numeric' as const,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onBlur,
  };
  const prefix = kind === 'mobile' ? 'mobile' : 'home';
  return (
    <fieldset className={`pi-group pi-phone${error ? ' field--invalid' : ''}`} aria-describedby={described}>
      <legend className="field__label">{legend}</legend>
      <div className="pi-phone__parts">
        <div className="pi-phone__code">
          <label htmlFor={`${id}-country`} className="pi-date__label">
            {t('fields.countryCode')}
          </label>
          <div className="pi-prefixed">
            <span className="pi-prefixed__sign" aria-hidden="true">
              +
            </span>
            <input
              id={`${id}-country`}
              {...common}
              autoComplete={`${prefix} tel-country-code`}
              maxLength={4}
              value={countryCode}
              onChange={digits('countryCode', 4)}
            />
          </div>
        </div>
        <div className="pi-phone__area">
          <label htmlFor={`${id}-area`} className="pi-date__label">
            {t('fields.areaCode')}
          </label>
          <input
            id={`${id}-area`}
            {...common}
            autoComplete={`${prefix} tel-area-code`}
            maxLength={5}
            value={areaCode}
            onChange={digits('areaCode', 5)}
          />
        </div>
        <div className="pi-phone__number">
          <label htmlFor={`${id}-number`} className="pi-date__label">
            {t('fields.phoneNumber')}
          </label>
          <input
            id={`${id}-number`}
            {...common}
            autoComplete={`${prefix} tel-local`}
            maxLength={15}
            value={number}
            onChange={digits('number', 15)}
          />
        </div>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}
