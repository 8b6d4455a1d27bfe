import { ZCompanyRules } from '@hospedar/contracts/tenant/company-config';
import { ZGuaranteeSettings, type TGuaranteeSettings } from '@hospedar/contracts/console/settings-sections';
import type { SettingsSection } from './section.ts';

/** Whether the card guarantee is required before a guest finishes (rules.warrantyRequired). */
export const guaranteeSection: SettingsSection<TGuaranteeSettings> = {
  name: 'guarantee',
  schema: ZGuaranteeSettings,
  read: (row) => ({ warrantyRequired: ZCompanyRules.parse(row.rules).warrantyRequired }),
  write: (value, row) => ({ rules: { ...ZCompanyRules.parse(row.rules), ...value } }),
};
