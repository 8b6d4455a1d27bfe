import type { TAdditionalDataConfig, TCompanyConfig } from '@hospedar/contracts/tenant/company-config';

/** What the hotel asks in the step 'dados-adicionais' (fields[0].additionalData), when it is enabled. */
export function additionalDataConfig(
  company: Pick<TCompanyConfig, 'stepsConfig'>,
): TAdditionalDataConfig | null {
  const step = company.stepsConfig.find((item) => item.id === 'dados-adicionais' && item.enabled);
  return step?.fields?.[0]?.additionalData ?? null;
}
