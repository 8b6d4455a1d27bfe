import { ZCompanyParameters, type TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import type { CompanyRow } from '../../db/schema/index.ts';

const ZDocumentTypes = ZCompanyParameters.shape.documentTypes;

/**
 * The hotel's parameters.documentTypes (which documents Brazilians, foreigners and minors give); null
 * when the hotel's parameters do not parse, and the rules that need them then ask nothing more.
 */
export function hotelDocumentTypes(
  company: Pick<CompanyRow, 'parameters'>,
): TCompanyParameters['documentTypes'] | null {
  const parameters = company.parameters as { documentTypes?: unknown } | null;
  const parsed = ZDocumentTypes.safeParse(parameters?.documentTypes);
  return parsed.success ? parsed.data : null;
}
