import { describe, expect, it } from 'vitest';
import {
  editDistance,
  isAllowedName,
  isValidPersonName,
  normalizeName,
  refusedNameField,
  similarity,
} from './names.ts';

describe('normalizeName', () => {
  it.each([
    ["D'Ávila", 'davila'],
    ['  JOSÉ   da  Silva ', 'jose da silva'],
    ['Ana-María Núñez', 'ana maria nunez'],
    ['João P. Gonçalves', 'joao p goncalves'],
    ['O’Connor', 'oconnor'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeName(value)).toBe(expected);
  });
});

describe('editDistance and similarity', () => {
  it.each([
    ['silva', 'silva', 0],
    ['silva', 'sylva', 1],
    ['souza', 'sousa', 1],
    ['maria', 'pedro', 5],
    ['jonh', 'john', 1],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('is 1 for equal and 0 for disjoint strings', () => {
    expect(similarity('ana', 'ana')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
  });
});

describe('isAllowedName', () => {
  it.each([
    ['José da Silva', 'José da Silva', true],
    ['Jose Silva', 'José da Silva', true],
    ['jose da silva', 'JOSÉ DA SILVA', true],
    ['Davila', "D'Ávila", true],
    ["D'Avila", 'Dávila', true],
    ['Ana Maria', 'Ana-Maria', true],
    ['Ana-Maria', 'Ana Maria', true],
    ['Maria C. Souza', 'Maria Clara Souza', true],
    ['Maria C Souza', 'Maria Clara de Souza', true],
    ['Maria Souza', 'Maria Clara Souza', true],
    ['Maria Sousa', 'Maria Souza', true],
    ['Jonh Smith', 'John Smith', true],
    ['Cristina', 'Christina', true],
    ['Guilherme', 'Guilerme', true],
    ['Jeanpierre Dupont', 'Jean Pierre Dupont', true],
    ['Jose  Silva ', ' José   Silva', true],
    ['Müller', 'Mueller', true],
    ['Maria', 'Pedro', false],
    ['Pedro Silva', 'José da Silva', false],
    ['J. Silva', 'José da Silva', false],
    ['José Pereira', 'José da Silva', false],
    ['José Carlos Silva', 'José Silva', true],
    ['Silva José', 'José Silva', false],
    ['Ana', 'Anabela Rodrigues', false],
    ['', 'José', false],
    ['José', '', false],
    ['   ', '   ', false],
  ])('%j vs %j → %s', (typed, original, expected) => {
    expect(isAllowedName(typed, original)).toBe(expected);
  });
});

/** [typed name, typed last name], [booked name, booked last name], the field refused or null. */
type TNameCase = [string, string, string, string, 'name' | 'lastName' | null];

describe('refusedNameField: a guest can always write the full name of their document (decision 59)', () => {
  const brazilian: TNameCase[] = [
    ['Rafael José', 'Costa', 'Rafael', 'Costa', null],
    ['Rafael', "Costa D'Ávila", 'Rafael', 'Costa', null],
    ['Rafael José', "Costa D'Ávila", 'Rafael', 'Costa', null],
    ['RAFAEL JOSE', 'COSTA DAVILA', 'Rafael', 'Costa', null],
    ['Rafael', 'da Costa', 'Rafael', 'Costa', null],
    ['Rafael', 'Costa', 'Rafael', 'da Costa', null],
    ['Maria Clara', 'dos Santos Oliveira', 'Maria', 'Santos', null],
    ['João Pedro', 'Gonçalves', 'Joao', 'Goncalves', null],
    ['Ana', 'Souza', 'Ana Maria', 'Souza', null],
    ['Marcelo', 'Pereira', 'Rafael', 'Costa', 'name'],
    ['Rafael', 'Pereira', 'Rafael', 'Costa', 'lastName'],
    ['Costa', 'Rafael', 'Rafael', 'Costa', 'name'],
    ['Pedro Rafael', 'Lima', 'Rafael', 'Costa', 'name'],
  ];
  const spanish: TNameCase[] = [
    ['María José', 'García López', 'Maria', 'Garcia', null],
    ['María', 'García López', 'María', 'García', null],
    ['Juan Carlos', 'de la Fuente y Ortega', 'Juan', 'Fuente', null],
    ['José Luis', 'Núñez del Río', 'Jose Luis', 'Nunez', null],
    ['Lucía', 'Fernández', 'Lucia', 'Fernandez Martin', null],
    ['Carmen', 'Ruiz', 'María', 'García', 'name'],
    ['María', 'Ruiz Soto', 'María', 'García', 'lastName'],
  ];
  const english: TNameCase[] = [
    ['John Michael', 'Smith', 'John', 'Smith', null],
    ['John', 'Smith-Jones', 'John', 'Smith', null],
    ['Mary Anne', "O'Connor", 'Mary', 'OConnor', null],
    ['Robert', 'van der Berg', 'Robert', 'Berg', null],
    ['Jonh', 'Smith', 'John', 'Smith', null],
    ['Elizabeth', 'Taylor', 'John', 'Smith', 'name'],
    ['John', 'Williams', 'John', 'Smith', 'lastName'],
    ['Smith', 'John', 'John', 'Smith', 'name'],
  ];
  it.each([...brazilian, ...spanish, ...english])(
    '%s / %s, booked as %s / %s → %s',
    (name, lastName, bookedName, bookedLastName, expected) => {
      expect(refusedNameField({ name, lastName }, { name: bookedName, lastName: bookedLastName })).toBe(
        expected,
      );
    },
  );

  it('keeps a field left empty as saved', () => {
    expect(
      refusedNameField({ name: '', lastName: 'Costa Lima' }, { name: 'Rafael', lastName: 'Costa' }),
    ).toBe(null);
    expect(refusedNameField({ name: ' ', lastName: ' ' }, { name: 'Rafael', lastName: 'Costa' })).toBe(null);
  });
});

describe('isValidPersonName', () => {
  it.each([
    ['José', true],
    ["D'Ávila", true],
    ['Ana-Maria Núñez', true],
    ['João P. Gonçalves', true],
    ['O’Connor', true],
    ['李小龙', true],
    ['Владимир', true],
    ['محمد', true],
    ['A', true],
    ['a'.repeat(120), true],
    ['a'.repeat(121), false],
    ['', false],
    ['   ', false],
    ['José2', false],
    ['-Ana', false],
    ["'Ana", false],
    ['Ana@', false],
    ['Ana_Maria', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPersonName(value)).toBe(expected);
  });
});
