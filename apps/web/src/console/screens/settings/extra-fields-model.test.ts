import { describe, expect, it } from 'vitest';
import { blankField, limitOf, moved, withKind, withLabel } from './extra-fields-model.ts';

describe('extra fields model', () => {
  it('moves a question up and down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('leaves an emptied optional language out, keeps Portuguese even empty', () => {
    const label = { 'pt-BR': 'Placa', 'en-US': 'Plate' };
    expect(withLabel(label, 'en-US', '')).toEqual({ 'pt-BR': 'Placa' });
    expect(withLabel(label, 'es-ES', 'Matrícula')).toEqual({ ...label, 'es-ES': 'Matrícula' });
    expect(withLabel(label, 'pt-BR', '')).toEqual({ 'pt-BR': '', 'en-US': 'Plate' });
  });

  it("drops what only the old kind had when the kind changes, and starts a select's choices", () => {
    const plate = { ...blankField(), key: 'plate', isUpperCase: true, sameAs: 'other' };
    expect(withKind(plate, 'number')).toEqual({
      key: 'plate',
      label: { 'pt-BR': '' },
      kind: 'number',
      required: false,
    });
    expect(withKind(plate, 'select').options).toEqual([{ value: '', label: { 'pt-BR': '' } }]);
    const people = { ...blankField(), kind: 'number' as const, min: 1, max: 9 };
    expect(withKind(people, 'number')).toBe(people);
  });

  it('reads a typed limit: empty is none', () => {
    expect(limitOf('')).toBeUndefined();
    expect(limitOf(' 4 ')).toBe(4);
    expect(limitOf('-2.5')).toBe(-2.5);
  });
});
