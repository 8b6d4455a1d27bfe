import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, type CompanyRow } from '../../db/schema/index.ts';

export function createTenantRepository(db: Database) {
  return {
    async findBySubdomain(subdomain: string, tx: Database = db): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(companies).where(eq(companies.subdomain, subdomain)).limit(1);
      return row ?? null;
    },
    /** The hotel of an id the caller already holds (an API key's), not one a request names. */
    async findById(companyId: string, tx: Database = db): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ?? null;
    },
    async findDefault(tx: Database = db): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(companies).where(eq(companies.isDefault, true)).limit(1);
      return row ?? null;
    },
  };
}
export type TenantRepository = ReturnType<typeof createTenantRepository>;
