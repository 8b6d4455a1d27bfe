import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/console.json';
import es from '../locales/es-ES/console.json';
import pt from '../locales/pt-BR/console.json';

/** Every key of a nested translation object, dotted. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("the console's texts (decision 198)", () => {
  it('have the same keys in pt-BR, en-US and es-ES, none empty', () => {
    const source = keysOf(en).sort();
    expect(keysOf(pt).sort()).toEqual(source);
    expect(keysOf(es).sort()).toEqual(source);
    for (const texts of [en, pt, es]) expect(JSON.stringify(texts)).not.toContain('""');
  });

  it('translate every message key the password and staff contracts answer', () => {
    for (const key of ['tooShort', 'tooLong', 'tooWeak'] as const) expect(en.password[key]).toBeTruthy();
    expect(en.staff.emailInUse).toBeTruthy();
    expect(en.link.invalid).toBeTruthy();
  });
});
