import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { tenantNotFound } from '../../http-error.ts';
import { subdomainFromHost } from './host.ts';
import { createTenantRepository } from './repository.ts';
import { toCompanyConfig } from './to-company-config.ts';

export type TenantServiceDeps = {
  db: Database;
  /** Subdomain used when the host names no tenant and no company is flagged is_default. */
  defaultTenant: string;
};

export function createTenantService({ db, defaultTenant }: TenantServiceDeps) {
  const repository = createTenantRepository(db);

  return {
    /** The tenant a Host header names, or null when no hotel answers there. */
    async resolveFromHost(host: string | undefined): Promise<CompanyRow | null> {
      const subdomain = subdomainFromHost(host);
      if (subdomain) return repository.findBySubdomain(subdomain);
      return (await repository.findDefault()) ?? repository.findBySubdomain(defaultTenant);
    },

    async getCompanyConfig(subdomain: string): Promise<TCompanyConfig> {
      const row = await repository.findBySubdomain(subdomain);
      if (!row) throw tenantNotFound();
      return toCompanyConfig(row);
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
