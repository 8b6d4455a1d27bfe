import { describe, expect, it } from 'vitest';
import { EXTRA_FIELDS, FULL_CONFIG, makeGuest } from '../test-support/fixtures.ts';
import {
  EMPTY_VALUES,
  isAdditionalDataValues,
  toInputValue,
  toSavePatch,
  valuesFromGuest,
  withConfiguredFields,
} from './additional-data-values.ts';

const field = (key: string) => {
  const found = EXTRA_FIELDS.find((item) => item.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('additional data values', () => {
  it('starts from the saved guest, extra answers as their inputs show them', () => {
    const guest = makeGuest({
      arrivingFrom: { country: 'BR', state: 'SC', city: 'Imbituba' },
      arrivingBy: 'car',
      additionalData: { guestsInCar: 3, firstVisit: false, diet: 'unknown', vehiclePlate: 'ABC1D23' },
    });
    const values = valuesFromGuest(guest, FULL_CONFIG);
    expect(values.arrivingFrom).toEqual({ country: 'BR', state: 'SC', city: 'Imbituba' });
    expect(values.nextDestination).toEqual({ country: '', state: '', city: '' });
    expect(values.arrivingBy).toBe('car');
    expect(values.extra).toEqual({
      vehiclePlate: 'ABC1D23',
      guestsInCar: '3',
      arrivalDay: '',
      diet: '',
      firstVisit: 'no',
    });
  });

  it('reads yes/no saved as booleans or words', () => {
    expect(toInputValue(field('firstVisit'), true)).toBe('yes');
    expect(toInputValue(field('firstVisit'), 'no')).toBe('no');
    expect(toInputValue(field('firstVisit'), 1)).toBe('');
  });

  it('saves only what the hotel asks, typed by kind, keeping other saved keys', () => {
    const values = {
      ...EMPTY_VALUES,
      arrivingFrom: { country: 'BR', state: 'SC', city: ' Imbituba ' },
      arrivingBy: 'plane',
      extra: {
        vehiclePlate: '',
        guestsInCar: '1,5',
        arrivalDay: '2026-11-26',
        diet: 'vegan',
        firstVisit: 'yes',
      },
    };
    const patch = toSavePatch(
      values,
      { ...FULL_CONFIG, destination: false, travelReason: false },
      { vehiclePlate: 'OLD', legacyKey: 'kept' },
    );
    expect(patch).toEqual({
      arrivingFrom: { country: 'BR', state: 'SC', city: 'Imbituba' },
      arrivingBy: 'plane',
      additionalData: {
        legacyKey: 'kept',
        guestsInCar: 1.5,
        arrivalDay: '2026-11-26',
        diet: 'vegan',
        firstVisit: true,
      },
    });
  });

  it('guards drafts and fits them to the fields the hotel asks now', () => {
    expect(isAdditionalDataValues({ ...EMPTY_VALUES, extra: { a: 'x' } })).toBe(true);
    expect(isAdditionalDataValues({ ...EMPTY_VALUES, extra: { a: 1 } })).toBe(false);
    expect(isAdditionalDataValues({ arrivingBy: '' })).toBe(false);
    const fitted = withConfiguredFields({ ...EMPTY_VALUES, extra: { gone: 'x', diet: 'none' } }, FULL_CONFIG);
    expect(fitted.extra).toEqual({
      vehiclePlate: '',
      guestsInCar: '',
      arrivalDay: '',
      diet: 'none',
      firstVisit: '',
    });
  });
});
