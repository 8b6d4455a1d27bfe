import type { TSearchType } from '@hospedar/contracts/constants';
import type { TSearchFlags } from '@hospedar/contracts/tenant/company-config';
import { SOLNASCENTE } from '../../db/seed/tenants/solnascente.ts';
import type { DemoTenant } from '../../db/seed/types.ts';

/** The generated hotels' subdomains: load-0001 … load-1000 (reached as load-0001.localhost). */
export const LOAD_SUBDOMAIN_PREFIX = 'load-';
export const loadSubdomain = (index: number) => `${LOAD_SUBDOMAIN_PREFIX}${String(index).padStart(4, '0')}`;

/** The search types a generated hotel offers: every fourth hotel all of them, the others two. */
export function loadSearchTypes(index: number): TSearchType[] {
  return index % 4 === 0 ? ['reservation', 'document', 'mail', 'phone', 'name'] : ['reservation', 'mail'];
}

function searchFlags(types: readonly TSearchType[]): TSearchFlags {
  return {
    enableSearchByReservationNumber: types.includes('reservation'),
    enableSearchByDocument: types.includes('document'),
    enableSearchByEmailOrPhoneNumber: types.includes('mail') || types.includes('phone'),
    enableSearchByName: types.includes('name'),
    enableSearchByFacialRecognition: false,
  };
}

/**
 * A generated hotel, shaped as the demo's Sol Nascente (its form steps, extra fields, parameters and
 * terms) so the journey is the demo's: personal info, additional data, signature. No payment guarantee
 * and no FNRH Digital (they talk to other servers), pre-check-in open for every future stay.
 */
export function loadTenant(index: number): DemoTenant {
  const subdomain = loadSubdomain(index);
  const name = `Hotel Carga ${String(index).padStart(4, '0')}`;
  const types = loadSearchTypes(index);
  const { guestControl: _guestControl, payment: _payment, ...rules } = SOLNASCENTE.rules;
  return {
    ...SOLNASCENTE,
    subdomain,
    url: `http://${subdomain}.localhost:3000`,
    isDefault: false,
    name,
    groupId: 'load',
    groupOrCompany: subdomain,
    hotel: { ...SOLNASCENTE.hotel, name, nomeFantasia: name, subdomain },
    rules: { ...rules, warrantyRequired: false, precheckinOpensDaysBefore: null, zipNetworkLookup: false },
    stepsConfig: SOLNASCENTE.stepsConfig.filter((step) =>
      ['welcome', 'onboarding', 'informacao-pessoal', 'dados-adicionais', 'assinatura'].includes(step.id),
    ),
    parameters: { ...SOLNASCENTE.parameters, searchTypes: types },
    searchFlags: searchFlags(types),
    reservations: [],
    fnrhDigital: undefined,
    demoApiKey: undefined,
  };
}
