import { DEFAULT_COUNTRY, DocumentTypeId } from '@hospedar/contracts/constants';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import type { TCompanyParameters } from '@hospedar/contracts/tenant/company-config';

export type TDocumentTypeOptions = {
  main: readonly TDocumentTypeId[];
  additional: readonly TDocumentTypeId[];
};

type TDocumentTypesConfig = TCompanyParameters['documentTypes'];

const union = (...lists: (readonly TDocumentTypeId[])[]): TDocumentTypeId[] => [...new Set(lists.flat())];

/**
 * The document types the hotel allows this guest (parameters.documentTypes): Brazilians take the
 * default list, foreigners the foreign one, minors the minor one (a foreign minor may also give a
 * foreigner's document, since a Brazilian birth certificate or CPF is not what a visitor carries).
 */
export function documentTypesFor(
  config: TDocumentTypesConfig,
  guest: { isChild: boolean; nationalityId: string },
): TDocumentTypeOptions {
  const isForeign = guest.nationalityId !== '' && guest.nationalityId !== DEFAULT_COUNTRY;
  if (guest.isChild) {
    return isForeign
      ? {
          main: union(config.main.minor, config.main.foreign),
          additional: union(config.additional.minor, config.additional.foreign),
        }
      : { main: config.main.minor, additional: config.additional.minor };
  }
  return isForeign
    ? { main: config.main.foreign, additional: config.additional.foreign }
    : { main: config.main.default, additional: config.additional.default };
}

/**
 * The additional_validation rule: the legal notice asks a minor for an identity document or a birth
 * certificate, and a CPF is neither, so a minor whose main document is a CPF gives one of the hotel's
 * additional documents too (when the hotel lists any for minors).
 */
export function isAdditionalDocumentRequired(
  isChild: boolean,
  mainTypeId: string,
  options: TDocumentTypeOptions,
): boolean {
  return isChild && mainTypeId === String(DocumentTypeId.CPF) && options.additional.length > 0;
}

/** Keeps a chosen type that is still allowed; otherwise the first allowed one ('' for none). */
export function keepAllowedType(
  current: string,
  allowed: readonly TDocumentTypeId[],
  fallback = true,
): string {
  if (current !== '' && allowed.some((id) => String(id) === current)) return current;
  return fallback && allowed[0] !== undefined ? String(allowed[0]) : '';
}
