import { useTranslation } from 'react-i18next';
import { LIMITS } from '@hospedar/contracts/constants';
import { FieldMessage, describedBy } from '../../../../components/form-field.tsx';

type TPart = 'birthDay' | 'birthMonth' | 'birthYear';

type TBirthdateFieldProps = {
  day: string;
  month: string;
  year: string;
  /** The hotel's today, YYYY-MM-DD: years go from it back 110 years. */
  today: string;
  onChange: (part: TPart, value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: string;
};

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The months' values; their names ('janeiro', 'January'…) are the portal's texts, not Intl's: building
 * a long-month Intl.DateTimeFormat cost a phone's main thread tens of milliseconds (decision 247).
 */
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** The birthdate as day, month and year (spec section 3, DD/MM/YYYY order), one select each. */
export function BirthdateField({
  day,
  month,
  year,
  today,
  onChange,
  onBlur,
  error,
  hint,
}: TBirthdateFieldProps) {
  const { t } = useTranslation('personal-info');
  const thisYear = Number(today.slice(0, 4)) || new Date().getFullYear();
  const years = Array.from({ length: LIMITS.maxAgeYears + 1 }, (_, index) => String(thisYear - index));
  const id = 'pi-birth';
  const described = describedBy(id, error, hint);
  const select = (part: TPart, partId: string, label: string, value: string, options: [string, string][]) => (
    <div className="pi-date__part">
      <label htmlFor={partId} className="pi-date__label">
        {label}
      </label>
      <select
        id={partId}
        className="field__input field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(part, event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{label}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className={`pi-group pi-date${error ? ' field--invalid' : ''}`} aria-describedby={described}>
      <legend className="field__label">{t('fields.birthdate')}</legend>
      <div className="pi-date__parts">
        {select(
          'birthDay',
          'pi-birth-day',
          t('fields.day'),
          day,
          Array.from({ length: 31 }, (_, index) => [pad2(index + 1), pad2(index + 1)]),
        )}
        {select(
          'birthMonth',
          'pi-birth-month',
          t('fields.month'),
          month,
          MONTHS.map((value) => [value, t(`fields.months.${value}`)]),
        )}
        {select(
          'birthYear',
          'pi-birth-year',
          t('fields.year'),
          year,
          years.map((value) => [value, value]),
        )}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}
