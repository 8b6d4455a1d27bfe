import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { PostcodeAddress } from '../../adapters/postcode/postcode-driver.ts';
import type { Database } from '../../db/client.ts';
import { zipCodes, type NewZipCodeRow, type ZipCodeRow } from '../../db/schema/index.ts';
import { comparableName } from '../search/normalize.ts';

/** The row for an address, with the search keys (lower case, no accents). */
export function toZipCodeRow(address: PostcodeAddress): NewZipCodeRow {
  return {
    cep: address.cep,
    street: address.street,
    neighborhood: address.neighborhood,
    city: address.city,
    cityIbge: address.cityIbge,
    state: address.state,
    complement: address.complement ?? null,
    cityKey: comparableName(address.city),
    streetKey: comparableName(address.street),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createZipRepository(db: Database) {
  return {
    async findByCep(cep: string): Promise<ZipCodeRow | null> {
      const rows = await db.select().from(zipCodes).where(eq(zipCodes.cep, cep)).limit(1);
      return rows[0] ?? null;
    },

    /** Addresses of a state and city (exact, accent-insensitive) whose street contains the text. */
    async search(query: {
      state: string;
      city: string;
      street: string;
      limit: number;
    }): Promise<ZipCodeRow[]> {
      return db
        .select()
        .from(zipCodes)
        .where(
          and(
            eq(zipCodes.state, query.state),
            eq(zipCodes.cityKey, comparableName(query.city)),
            like(zipCodes.streetKey, `%${escapeLike(comparableName(query.street))}%`),
          ),
        )
        .orderBy(asc(zipCodes.streetKey), asc(zipCodes.cep))
        .limit(query.limit);
    },

    /** Inserts the addresses, replacing those whose CEP is already there. */
    async upsert(addresses: PostcodeAddress[], tx: Database = db): Promise<void> {
      // One INSERT may not touch a CEP twice: the last address of a CEP wins.
      const unique = [...new Map(addresses.map((address) => [address.cep, address])).values()];
      if (unique.length === 0) return;
      await tx
        .insert(zipCodes)
        .values(unique.map(toZipCodeRow))
        .onConflictDoUpdate({
          target: zipCodes.cep,
          set: {
            street: sql`excluded.street`,
            neighborhood: sql`excluded.neighborhood`,
            city: sql`excluded.city`,
            cityIbge: sql`excluded.city_ibge`,
            state: sql`excluded.state`,
            complement: sql`excluded.complement`,
            cityKey: sql`excluded.city_key`,
            streetKey: sql`excluded.street_key`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
export type ZipRepository = ReturnType<typeof createZipRepository>;
