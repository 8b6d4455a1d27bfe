import { isAskedProfession } from '@hospedar/contracts/guests/profession-age';
import { birthdateOf } from '../model/to-save-payload.ts';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@hospedar/contracts/constants';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import { SelectField, TextField } from '../../../../components/form-field.tsx';
import type { TBindings } from '../hooks/use-bindings.ts';
import type { TGeoList } from '../../../../lib/geo/use-geo-list.ts';
import type { TPersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import { BirthdateField } from './birthdate-field.tsx';
import { CheckboxField } from '../../../../components/step/checkbox-field.tsx';
import { ChoiceGroup } from '../../../../components/step/choice-group.tsx';
import { CountrySelect } from './country-select.tsx';
import { FormSection } from './form-section.tsx';

export type TPersonalDataSectionProps = {
  form: TPersonalInfoForm;
  bindings: TBindings;
  today: string;
  /** The main guest of a billed reservation: the name cannot change (spec section 5). */
  isNameLocked: boolean;
  /** A minor the main guest fills for: the child flag shows (read-only). */
  isChildShown: boolean;
  countries: TGeoList<TCountry>;
  suggestedCountries: readonly string[];
  jobs: readonly { id: string; label: string }[];
};

/** Name, social name, birthdate, gender, nationality, profession and, for a minor, the child flag. */
export function PersonalDataSection(props: TPersonalDataSectionProps) {
  const { form, bindings, today, isNameLocked, isChildShown, countries, suggestedCountries, jobs } = props;
  const { t } = useTranslation(['personal-info', 'guest-errors']);
  const { bind, error } = bindings;
  const { values } = form;
  const lockedHint = isNameLocked ? t('guest-errors:codes.NAME_LOCKED_BILLED') : undefined;
  return (
    <FormSection id="pi-personal" title={t('sections.personal')}>
      <TextField
        id="pi-name"
        label={t('fields.name')}
        autoComplete="given-name"
        maxLength={120}
        readOnly={isNameLocked}
        hint={lockedHint}
        {...bind('name')}
      />
      <TextField
        id="pi-last-name"
        label={t('fields.lastName')}
        autoComplete="family-name"
        maxLength={120}
        readOnly={isNameLocked}
        hint={lockedHint}
        {...bind('lastName')}
      />
      <div className="pi-grid__full">
        <CheckboxField
          id="pi-inform-social-name"
          isSwitch
          label={t('fields.informSocialName')}
          checked={values.informSocialName}
          onChange={(checked) => form.setValue('informSocialName', checked)}
        />
      </div>
      {values.informSocialName ? (
        <TextField
          id="pi-social-name"
          className="pi-grid__full"
          label={t('fields.socialName')}
          hint={t('hints.socialName')}
          maxLength={120}
          {...bind('socialName')}
        />
      ) : null}
      <div className="pi-grid__full">
        <BirthdateField
          day={values.birthDay}
          month={values.birthMonth}
          year={values.birthYear}
          today={today}
          onChange={(part, value) => form.setValue(part, value)}
          onBlur={() => form.touch('birthdate')}
          error={error('birthdate')}
        />
      </div>
      {isChildShown ? (
        <div className="pi-grid__full">
          <CheckboxField
            id="pi-is-child"
            label={t('fields.isChild')}
            hint={t('hints.isChild')}
            checked
            disabled
            onChange={() => {}}
          />
        </div>
      ) : null}
      <div className="pi-grid__full">
        <ChoiceGroup
          id="pi-gender"
          name="gender"
          legend={t('fields.gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          value={values.gender}
          onChange={(value) => form.setValue('gender', value)}
          onBlur={() => form.touch('gender')}
          error={error('gender')}
        />
      </div>
      <CountrySelect
        id="pi-nationality"
        label={t('fields.nationality')}
        countries={countries}
        suggested={suggestedCountries}
        {...bind('nationalityId')}
      />
      {isAskedProfession(birthdateOf(form.values), today) ? (
        <SelectField id="pi-job" label={`${t('fields.job')} (${t('optional')})`} {...bind('jobId')}>
          <option value="">{t('choose')}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.label}
            </option>
          ))}
        </SelectField>
      ) : null}
    </FormSection>
  );
}
