import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { tenantNotFound } from '../../http-error.ts';
import { createCompanyCache } from './company-cache.ts';
import { subdomainFromHost } from './host.ts';
import { createTenantRepository } from './repository.ts';
import { toCompanyConfig } from './to-company-config.ts';

export type TenantServiceDeps = {
  db: Database;
  /** Subdomain used when the host names no tenant and no company is flagged is_default. */
  defaultTenant: string;
  /** The `companies_changed` notifications: with them the hotels' rows are kept in memory (decision 270). */
  companyChanges?: ChangeFeed;
};

export function createTenantService({ db, defaultTenant, companyChanges }: TenantServiceDeps) {
  const repository = createTenantRepository(db);
  const cache = createCompanyCache(companyChanges);
  const bySubdomain = (subdomain: string) =>
    cache.get(`subdomain:${subdomain}`, () => repository.findBySubdomain(subdomain));

  return {
    /** The tenant a Host header names, or null when no hotel answers there. */
    async resolveFromHost(host: string | undefined): Promise<CompanyRow | null> {
      const subdomain = subdomainFromHost(host);
      if (subdomain) return bySubdomain(subdomain);
      return cache.get(
        'default',
        async () => (await repository.findDefault()) ?? repository.findBySubdomain(defaultTenant),
      );
    },

    async getCompanyConfig(subdomain: string): Promise<TCompanyConfig> {
      const row = await bySubdomain(subdomain);
      if (!row) throw tenantNotFound();
      return toCompanyConfig(row);
    },

    /** This process changed a hotel: forget the rows kept, without waiting for the notification. */
    hotelChanged: cache.forget,
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
