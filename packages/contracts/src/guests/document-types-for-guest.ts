import { DEFAULT_COUNTRY, DocumentTypeId, type TDocumentTypeId } from '../constants.ts';
import type { TFieldIssue } from '../errors/api-error.ts';
import type { TCompanyParameters } from '../tenant/company-config.ts';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../validation/messages.ts';

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
 * An empty nationality counts as Brazilian, the default country.
 */
export function documentTypesFor(
  config: TDocumentTypesConfig,
  guest: { isChild: boolean; nationalityId: string | null },
): TDocumentTypeOptions {
  const isForeign = Boolean(guest.nationalityId) && guest.nationalityId !== DEFAULT_COUNTRY;
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
 * The additional_validation rule (decision 25): the legal notice asks a minor for an identity document or
 * a birth certificate, and a CPF is neither, so a minor whose main document is a CPF gives one of the
 * hotel's additional documents too (when the hotel lists any for minors).
 */
export function isAdditionalDocumentRequired(
  isChild: boolean,
  mainTypeId: TDocumentTypeId | null,
  options: TDocumentTypeOptions,
): boolean {
  return isChild && mainTypeId === DocumentTypeId.CPF && options.additional.length > 0;
}

/**
 * The same rule on a saved list of documents, for the API: 'body.documents' with
 * 'validation.additional_validation' when the minor's main document is a CPF and no other document is
 * given; null otherwise.
 */
export function missingAdditionalDocumentIssue(
  documents: readonly { isMain: boolean; documentTypeId: TDocumentTypeId }[],
  guest: { isChild: boolean; nationalityId: string | null },
  config: TDocumentTypesConfig,
): TFieldIssue | null {
  const main = documents.find((document) => document.isMain);
  if (!main) return null;
  const required = isAdditionalDocumentRequired(
    guest.isChild,
    main.documentTypeId,
    documentTypesFor(config, guest),
  );
  if (!required || documents.some((document) => !document.isMain)) return null;
  return { field: 'body.documents', message: KEYS.additional_validation };
}
