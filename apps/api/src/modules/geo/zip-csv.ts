import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils';
import type { PostcodeAddress } from '../../adapters/postcode/postcode-driver.ts';

export const ZIP_CSV_COLUMNS = ['cep', 'street', 'neighborhood', 'city', 'city_ibge', 'state'] as const;
const OPTIONAL_COLUMNS = ['complement'] as const;

/** The fields of one CSV line (RFC 4180 quoting, one line per record), or null when a quote is left open. */
export function parseCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (isQuoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"' && field === '') isQuoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (isQuoted) return null;
  fields.push(field);
  return fields;
}

export type CsvHeader = Map<string, number>;

/** Column positions by name, or the reason the header is not the one expected. */
export function readHeader(line: string): CsvHeader | string {
  const names = (parseCsvLine(line.replace(/^\uFEFF/, '')) ?? []).map((name) => name.trim().toLowerCase());
  const missing = ZIP_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0)
    return `the header lacks ${missing.join(', ')} (expected ${ZIP_CSV_COLUMNS.join(',')})`;
  const known: readonly string[] = [...ZIP_CSV_COLUMNS, ...OPTIONAL_COLUMNS];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) return `unknown columns: ${unknown.join(', ')}`;
  return new Map(names.map((name, index) => [name, index]));
}

/** The address of a data line, or why it is refused. */
export function readRow(line: string, header: CsvHeader): PostcodeAddress | string {
  const fields = parseCsvLine(line);
  if (!fields) return 'a quoted field is not closed';
  if (fields.length !== header.size) return `${fields.length} fields, expected ${header.size}`;
  const value = (column: string) => fields[header.get(column) ?? -1]?.trim() ?? '';
  const cep = value('cep');
  if (!/^\d{5}-?\d{3}$/.test(cep)) return `cep "${cep}" is not 8 digits`;
  const state = value('state').toUpperCase();
  const cityIbge = value('city_ibge');
  const city = value('city');
  if (!city) return 'city is empty';
  const municipality = /^\d{7}$/.test(cityIbge) ? getMunicipalityByCode(cityIbge) : null;
  if (!municipality) return `city_ibge "${cityIbge}" is not an IBGE municipality code`;
  if (municipality.stateCode !== state) {
    return `city_ibge ${cityIbge} is in ${municipality.stateCode}, not in state "${state}"`;
  }
  const complement = value('complement');
  return {
    cep: cep.replace('-', ''),
    street: value('street'),
    neighborhood: value('neighborhood'),
    city,
    cityIbge,
    state,
    ...(complement ? { complement } : {}),
  };
}
