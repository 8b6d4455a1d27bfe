import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ELEVATOR_PREFERENCES,
  FLOOR_PREFERENCES,
  type TAccommodationOptions,
} from '@hospedar/contracts/preferences/accommodation-options';
import type { TAccommodationPreferences } from '@hospedar/contracts/preferences/set-preferences';
import { localize } from '../../../lib/tenant/localize.ts';
import { useLanguage } from '../use-language.ts';
import { PreferenceChoice } from './preference-choice.tsx';

export type TAccommodationFormProps = {
  options: TAccommodationOptions;
  initial: TAccommodationPreferences;
  isSaving: boolean;
  onSave: (preferences: TAccommodationPreferences) => void;
  onSkip: () => void;
};

/** The hotel's questions (room type, check-in time, floor, elevator), each with 'no preference'. */
export function AccommodationForm({ options, initial, isSaving, onSave, onSkip }: TAccommodationFormProps) {
  const { t } = useTranslation('accommodation');
  const language = useLanguage();
  const [values, setValues] = useState<TAccommodationPreferences>(initial);
  const set = (patch: Partial<TAccommodationPreferences>) =>
    setValues((current) => ({ ...current, ...patch }));
  const noneLabel = t('noPreference');

  return (
    <form
      className="accommodation"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <div className="accommodation__grid">
        {options.roomTypes.length > 0 ? (
          <PreferenceChoice
            label={t('roomType')}
            noneLabel={noneLabel}
            choices={options.roomTypes.map((type) => ({
              value: type.id,
              label: localize(type.label, language),
            }))}
            value={values.roomType}
            onChange={(roomType) => set({ roomType })}
          />
        ) : null}
        {options.checkinTimes.length > 0 ? (
          <PreferenceChoice
            label={t('checkinTime')}
            noneLabel={noneLabel}
            choices={options.checkinTimes.map((time) => ({ value: time, label: time }))}
            isRow
            value={values.checkinTime}
            onChange={(checkinTime) => set({ checkinTime })}
          />
        ) : null}
        {options.askFloor ? (
          <PreferenceChoice
            label={t('floor')}
            noneLabel={noneLabel}
            choices={FLOOR_PREFERENCES.map((floor) => ({ value: floor, label: t(`floorOptions.${floor}`) }))}
            value={values.floor}
            onChange={(floor) => set({ floor: FLOOR_PREFERENCES.find((value) => value === floor) ?? null })}
          />
        ) : null}
        {options.askElevator ? (
          <PreferenceChoice
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
      </div>
      <div className="step-actions">
        <Button variant="outlined" size="large" onClick={onSkip} disabled={isSaving}>
          {t('skip')}
        </Button>
        <Button
          variant="contained"
          size="large"
          type="submit"
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          {isSaving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
