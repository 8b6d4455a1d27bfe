import { ZCompanyRules } from '@hospedar/contracts/tenant/company-config';
import type { CompanyRow } from '../../db/schema/index.ts';

/** The hotel's rules.documentImagesRequired; a hotel whose rules do not parse requires nothing more. */
export function isDocumentImagesRequired(company: Pick<CompanyRow, 'rules'>): boolean {
  const rules = ZCompanyRules.safeParse(company.rules);
  return rules.success && rules.data.documentImagesRequired;
}
