import { describe, expect, it } from 'vitest';
import { EXTRA_FIELDS, FULL_CONFIG } from '../test-support/fixtures.ts';
import { extraFieldProblem } from '@hospedar/contracts/guests/extra-field-rules';
import { validateAdditionalData } from './additional-data-rules.ts';
import { EMPTY_VALUES } from './additional-data-values.ts';

const field = (key: string) => {
  const found = EXTRA_FIELDS.find((item) => item.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('extra field rules', () => {
  it('asks for required fields only', () => {
    expect(extraFieldProblem(field('diet'), '')).toBe('required');
    expect(extraFieldProblem(field('firstVisit'), ' ')).toBe('required');
    expect(extraFieldProblem(field('vehiclePlate'), '')).toBeUndefined();
    expect(extraFieldProblem(field('guestsInCar'), '')).toBeUndefined();
  });

  it('checks the shape of each kind', () => {
    expect(extraFieldProblem(field('guestsInCar'), '2')).toBeUndefined();
    expect(extraFieldProblem(field('guestsInCar'), '1,5')).toBeUndefined();
    expect(extraFieldProblem(field('guestsInCar'), 'two')).toBe('number');
    expect(extraFieldProblem(field('arrivalDay'), '2026-02-30')).toBe('date');
    expect(extraFieldProblem(field('arrivalDay'), '2028-02-29')).toBeUndefined();
    expect(extraFieldProblem(field('diet'), 'meat')).toBe('required');
    expect(extraFieldProblem(field('vehiclePlate'), 'x'.repeat(201))).toBe('maxLength');
  });
});

describe('validateAdditionalData', () => {
  it('requires the country, then the city and (where the country has a list) the state, and both choices', () => {
    const errors = validateAdditionalData(
      { ...EMPTY_VALUES, arrivingFrom: { country: 'BR', state: '', city: '' } },
      FULL_CONFIG,
      { arrivingFrom: true, nextDestination: false },
    );
    expect(errors).toEqual({
      'arrivingFrom.state': 'required',
      'arrivingFrom.city': 'required',
      'nextDestination.country': 'required',
      arrivingBy: 'required',
      purposeTrip: 'required',
      'extra.diet': 'required',
      'extra.firstVisit': 'required',
    });
  });

  it('asks nothing the hotel does not ask for', () => {
    const config = {
      origin: false,
      destination: false,
      transportType: false,
      travelReason: false,
      extraFields: [],
    };
    expect(
      validateAdditionalData(EMPTY_VALUES, config, { arrivingFrom: false, nextDestination: false }),
    ).toEqual({});
  });
});
