import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY, DocumentTypeId } from '@hospedar/contracts/constants';
import type { TSearchType } from '@hospedar/contracts/constants';
import { formatCpf } from '@hospedar/contracts/validation/cpf';
import { SelectField, TextField } from '../../components/form-field.tsx';
import { countryChoices, useCountries } from '../../lib/geo/countries.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import type { TSearchErrors } from './search-validation.ts';
import type { TSearchField, TSearchParams } from './search-types.ts';

export type TSearchFieldsProps = {
  type: Exclude<TSearchType, 'facial_recognition'>;
  params: TSearchParams;
  errors: TSearchErrors;
  onChange: (field: TSearchField, value: string | number) => void;
};

const DOCUMENT_TYPES = [DocumentTypeId.CPF, DocumentTypeId.PASSPORT, DocumentTypeId.DNI] as const;

/** The inputs of one search type, each labelled, with its inline message. */
export function SearchFields({ type, params, errors, onChange }: TSearchFieldsProps) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  // The document's country: the API's list, asked only on the document search; Brazil first.
  const countries = useCountries(language, { enabled: type === 'document' });
  const error = (field: TSearchField) => {
    const key = errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  const text = (field: TSearchField) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(field, event.target.value);

  const lastName = (
    <TextField
      id="search-last-name"
      name="lastName"
      label={t('fields.lastName')}
      autoComplete="family-name"
      value={params.lastName}
      error={error('lastName')}
      onChange={text('lastName')}
    />
  );

  switch (type) {
    case 'reservation':
      return (
        <>
          <TextField
            id="search-reservation-number"
            name="reservationNumber"
            label={t('fields.reservationNumber')}
            hint={t('hints.reservationNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={params.reservationNumber}
            error={error('reservationNumber')}
            onChange={text('reservationNumber')}
          />
          {lastName}
        </>
      );
    case 'name':
      return (
        <>
          <TextField
            id="search-name"
            name="name"
            label={t('fields.name')}
            autoComplete="given-name"
            value={params.name}
            error={error('name')}
            onChange={text('name')}
          />
          {lastName}
          <div className="search-form__row">
            <TextField
              id="search-checkin"
              name="checkinDate"
              type="date"
              label={t('fields.checkinDate')}
              value={params.checkinDate}
              error={error('checkinDate')}
              onChange={text('checkinDate')}
            />
            <TextField
              id="search-checkout"
              name="checkoutDate"
              type="date"
              label={t('fields.checkoutDate')}
              min={params.checkinDate || undefined}
              value={params.checkoutDate}
              error={error('checkoutDate')}
              onChange={text('checkoutDate')}
            />
          </div>
        </>
      );
    case 'document': {
      const isCpf = params.documentTypeId === DocumentTypeId.CPF;
      const countryHint =
        countries.status === 'loading'
          ? t('hints.countriesLoading')
          : countries.status === 'error'
            ? t('hints.countriesFailed')
            : undefined;
      return (
        <>
          <SelectField
            id="search-document-type"
            name="documentTypeId"
            label={t('fields.documentType')}
            value={params.documentTypeId}
            onChange={(event) => onChange('documentTypeId', Number(event.target.value))}
          >
            {DOCUMENT_TYPES.map((id) => (
              <option key={id} value={id}>
                {t(`documentTypes.${id}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="search-document-number"
            name="documentNumber"
            label={isCpf ? t('fields.cpf') : t('fields.documentNumber')}
            placeholder={isCpf ? '000.000.000-00' : undefined}
            inputMode={isCpf ? 'numeric' : 'text'}
            autoComplete="off"
            spellCheck={false}
            maxLength={isCpf ? 14 : 20}
            value={params.documentNumber}
            error={error('documentNumber')}
            onChange={(event) =>
              onChange(
                'documentNumber',
                isCpf ? formatCpf(event.target.value) : event.target.value.toUpperCase(),
              )
            }
          />
          {isCpf ? null : (
            <SelectField
              id="search-country"
              name="currentCountry"
              label={t('fields.documentCountry')}
              autoComplete="country"
              value={params.currentCountry}
              error={error('currentCountry')}
              hint={countryHint}
              aria-busy={countries.isLoading}
              onChange={(event) => onChange('currentCountry', event.target.value)}
            >
              {countryChoices(countries.items, [DEFAULT_COUNTRY], params.currentCountry).map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          )}
        </>
      );
    }
    case 'mail':
      return (
        <>
          <TextField
            id="search-email"
            name="email"
            type="email"
            inputMode="email"
            label={t('fields.email')}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={params.contact}
            error={error('contact')}
            onChange={text('contact')}
          />
          {lastName}
        </>
      );
    case 'phone':
      return (
        <>
          <TextField
            id="search-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            label={t('fields.phone')}
            hint={t('hints.phone')}
            autoComplete="tel"
            placeholder="+55 48 99123-4567"
            value={params.contact}
            error={error('contact')}
            onChange={(event) => onChange('contact', event.target.value.replace(/[^\d+()\s-]/g, ''))}
          />
          {lastName}
        </>
      );
  }
}
