import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ELEVATOR_PREFERENCES,
  FLOOR_PREFERENCES,
  type TAccommodationOptions,
} from '@hospedar/contracts/preferences/accommodation-options';
import type { TAccommodationPreferences } from '@hospedar/contracts/preferences/set-preferences';
import { localize } from '../../../lib/tenant/localize.ts';
import { StepActions } from '../../../components/step/step-actions.tsx';
import { StepSection } from '../../../components/step/step-section.tsx';
import { useLanguage } from '../use-language.ts';
import { PreferenceChoice } from './preference-choice.tsx';

export type TAccommodationFormProps = {
  options: TAccommodationOptions;
  initial: TAccommodationPreferences;
  isSaving: boolean;
  onSave: (preferences: TAccommodationPreferences) => void;
  onSkip: () => void;
};

/**
 * The hotel's questions, each on its own (bed type, view, check-in time, floor, elevator: decision 85),
 * each with 'no preference'; the steps' action bar with Skip beside Save preferences.
 */
export function AccommodationForm({ options, initial, isSaving, onSave, onSkip }: TAccommodationFormProps) {
  const { t } = useTranslation('accommodation');
  const language = useLanguage();
  const [values, setValues] = useState<TAccommodationPreferences>(initial);
  const set = (patch: Partial<TAccommodationPreferences>) =>
    setValues((current) => ({ ...current, ...patch }));
  const noneLabel = t('noPreference');
  const choicesOf = (list: TAccommodationOptions['bedTypes']) =>
    list.map((choice) => ({ value: choice.id, label: localize(choice.label, language) || choice.id }));

  return (
    <form
      className="step-form accommodation"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <StepSection id="room" title={t('room')}>
        <div className="accommodation__grid">
          {options.bedTypes.length > 0 ? (
            <PreferenceChoice
              id="pref-bed-type"
              label={t('bedType')}
              noneLabel={noneLabel}
              choices={choicesOf(options.bedTypes)}
              value={values.bedType}
              onChange={(bedType) => set({ bedType })}
            />
          ) : null}
          {options.views.length > 0 ? (
            <PreferenceChoice
              id="pref-view"
              label={t('view')}
              noneLabel={noneLabel}
              choices={choicesOf(options.views)}
              value={values.view}
              onChange={(view) => set({ view })}
            />
          ) : null}
          {options.askFloor ? (
            <PreferenceChoice
              id="pref-floor"
              label={t('floor')}
              noneLabel={noneLabel}
              choices={FLOOR_PREFERENCES.map((floor) => ({
                value: floor,
                label: t(`floorOptions.${floor}`),
              }))}
              value={values.floor}
              onChange={(floor) => set({ floor: FLOOR_PREFERENCES.find((value) => value === floor) ?? null })}
            />
          ) : null}
          {options.askElevator ? (
            <PreferenceChoice
              id="pref-elevator"
              label={t('elevator')}
              noneLabel={noneLabel}
              choices={ELEVATOR_PREFERENCES.map((elevator) => ({
                value: elevator,
                label: t(`elevatorOptions.${elevator}`),
              }))}
              value={values.elevator}
              onChange={(elevator) =>
                set({ elevator: ELEVATOR_PREFERENCES.find((value) => value === elevator) ?? null })
              }
            />
          ) : null}
          {options.checkinTimes.length > 0 ? (
            <PreferenceChoice
              id="pref-checkin-time"
              label={t('checkinTime')}
              noneLabel={noneLabel}
              choices={options.checkinTimes.map((time) => ({ value: time, label: time }))}
              value={values.checkinTime}
              onChange={(checkinTime) => set({ checkinTime })}
              isWide
            />
          ) : null}
        </div>
      </StepSection>
      <StepActions
        secondary={{ label: t('skip'), onClick: onSkip }}
        nextLabel={t('save')}
        busyLabel={t('saving')}
        isBusy={isSaving}
      />
    </form>
  );
}
