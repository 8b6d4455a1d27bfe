import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import {
  documentTypesFor,
  isAdditionalDocumentRequired as isContractRuleMet,
  type TDocumentTypeOptions,
} from '@hospedar/contracts/guests/document-types-for-guest';

export { documentTypesFor, type TDocumentTypeOptions };

/** The additional_validation rule of the contracts, on the form's string type id. */
export function isAdditionalDocumentRequired(
  isChild: boolean,
  mainTypeId: string,
  options: TDocumentTypeOptions,
): boolean {
  return isContractRuleMet(
    isChild,
    mainTypeId === '' ? null : (Number(mainTypeId) as TDocumentTypeId),
    options,
  );
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
