/** The UF of each Brazilian state by its 2-digit IBGE code, the first two digits of a municipality's code. */
const UF_BY_IBGE_STATE: Record<string, string> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

/** A 7-digit IBGE municipality code and its state's UF, or null when the code is not one. */
export function ibgeCity(cityId: string | null): { code: number; uf: string } | null {
  if (!cityId || !/^\d{7}$/.test(cityId)) return null;
  const uf = UF_BY_IBGE_STATE[cityId.slice(0, 2)];
  return uf ? { code: Number(cityId), uf } : null;
}
