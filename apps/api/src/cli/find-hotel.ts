import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, type CompanyRow } from '../db/schema/index.ts';
import { CliInputError } from './cli-input-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hotel a command names, by subdomain or by id; an unknown one is an input error. */
export async function findHotel(db: Database, subdomainOrId: string): Promise<CompanyRow> {
  const [row] = await db
    .select()
    .from(companies)
    .where(
      UUID.test(subdomainOrId)
        ? eq(companies.id, subdomainOrId.toLowerCase())
        : eq(companies.subdomain, subdomainOrId.toLowerCase()),
    )
    .limit(1);
  if (!row) throw new CliInputError(`No hotel with the subdomain or id '${subdomainOrId}'.`);
  return row;
}
