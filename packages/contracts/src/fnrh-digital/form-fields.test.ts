import { describe, expect, it } from 'vitest';
import { ZExtraFieldDefinition } from '../tenant/company-config.ts';
import { fnrhDigitalAnswersOf, fnrhDigitalFormFields } from './form-fields.ts';

describe("FNRH Digital's optional questions as a hotel's extra fields", () => {
  it('are optional select fields the hotel config accepts, labelled in three languages', () => {
    for (const field of fnrhDigitalFormFields()) {
      expect(ZExtraFieldDefinition.parse(field)).toEqual(field);
      expect(field.required).toBe(false);
      for (const label of [field.label, ...(field.options ?? []).map((option) => option.label)]) {
        expect(Object.keys(label).sort()).toEqual(['en-US', 'es-ES', 'pt-BR']);
      }
    }
  });

  it('reads the answers FNRH Digital takes and drops any other value', () => {
    expect(fnrhDigitalAnswersOf({ fnrhRaceId: 'PARDA', fnrhDisabilityId: 'talvez', other: 1 })).toEqual({
      raceId: 'PARDA',
      disabilityId: undefined,
      disabilityTypeId: undefined,
    });
  });
});
