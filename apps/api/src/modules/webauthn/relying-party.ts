import type { CompanyRow } from '../../db/schema/index.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { portalOrigin } from '../verification/portal-origin.ts';

/** Who the passkeys are for (decision 115): the hotel's own host, as the guest's browser sees it. */
export type RelyingParty = {
  /** The RP ID: the host name without port (localhost, solnascente.localhost, solnascente.example.com). */
  id: string;
  /** The origin the browser must report (http://solnascente.localhost:3000). */
  origin: string;
  /** What the device shows beside the passkey: the hotel's name. */
  name: string;
};

export type RelyingPartyInput = {
  protocol: string;
  host: string | undefined;
  tenant: CompanyRow;
  /** PORTAL_BASE_DOMAIN: when set, https://<subdomain>.<base domain>, whatever Host the request carried. */
  baseDomain: string | undefined;
};

/** The relying party of a request: the same origin the PIN's links use (portal-origin.ts). */
export function relyingPartyOf({ protocol, host, tenant, baseDomain }: RelyingPartyInput): RelyingParty {
  const origin = portalOrigin({ protocol, host, subdomain: tenant.subdomain, baseDomain });
  const company = toCompanyConfig(tenant);
  return {
    id: new URL(origin).hostname,
    origin,
    name: company.hotel.nomeFantasia || company.name,
  };
}
