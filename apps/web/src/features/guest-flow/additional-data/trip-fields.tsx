import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TAdditionalDataConfig, TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import type { TFieldProblem } from './additional-data-rules.ts';
import type { TPlaceKey } from './additional-data-values.ts';
import { OptionSelect } from './option-select.tsx';
import { PlaceFields } from './place-fields.tsx';
import { StepSection } from '../../../components/step/step-section.tsx';
import type { useAdditionalDataForm } from './use-additional-data-form.ts';

export type TTripFieldsProps = {
  config: TAdditionalDataConfig;
  parameters: Pick<TCompanyParameters, 'transportTypes' | 'purposes' | 'countries'>;
  language: TLanguage;
  form: ReturnType<typeof useAdditionalDataForm>;
  problemText: (problem: TFieldProblem | undefined) => string | undefined;
};

/** The FNRH trip data the hotel asks for: origin, next destination, means of transport, reason. */
export function TripFields({ config, parameters, language, form, problemText }: TTripFieldsProps) {
  const { t } = useTranslation('guest-flow');
  const placeErrors = (key: TPlaceKey) => ({
    country: problemText(form.errors[`${key}.country`]),
    state: problemText(form.errors[`${key}.state`]),
    city: problemText(form.errors[`${key}.city`]),
  });

  return (
    <StepSection id="trip" title={t('additionalData.tripTitle')}>
      {config.origin ? (
        <PlaceFields
          placeKey="arrivingFrom"
          legend={t('additionalData.origin')}
          value={form.values.arrivingFrom}
          onChange={(place) => form.setPlace('arrivingFrom', place)}
          errors={placeErrors('arrivingFrom')}
          language={language}
          suggestedCountries={parameters.countries}
          states={form.originStates}
        />
      ) : null}
      {config.destination ? (
        <PlaceFields
          placeKey="nextDestination"
          legend={t('additionalData.destination')}
          value={form.values.nextDestination}
          onChange={(place) => form.setPlace('nextDestination', place)}
          errors={placeErrors('nextDestination')}
          language={language}
          suggestedCountries={parameters.countries}
          states={form.destinationStates}
        />
      ) : null}
      {config.transportType || config.travelReason ? (
        <div className="step-grid step-grid--pair">
          {config.transportType ? (
            <OptionSelect
              id="arrivingBy"
              label={t('additionalData.transport')}
              options={parameters.transportTypes}
              value={form.values.arrivingBy}
              onChange={(value) => form.setChoice('arrivingBy', value)}
              error={problemText(form.errors.arrivingBy)}
              language={language}
            />
          ) : null}
          {config.travelReason ? (
            <OptionSelect
              id="purposeTrip"
              label={t('additionalData.reason')}
              options={parameters.purposes}
              value={form.values.purposeTrip}
              onChange={(value) => form.setChoice('purposeTrip', value)}
              error={problemText(form.errors.purposeTrip)}
              language={language}
            />
          ) : null}
        </div>
      ) : null}
    </StepSection>
  );
}
