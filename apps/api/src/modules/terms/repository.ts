import { and, desc, eq } from 'drizzle-orm';
import type { TTermsType } from '@hospedar/contracts/constants';
import type { Database } from '../../db/client.ts';
import { terms, type TermsRow } from '../../db/schema/index.ts';

export function createTermsRepository(db: Database) {
  return {
    /** The hotel's terms of a type in one language: the given version, else the newest one. */
    async find(
      query: { companyId: string; type: TTermsType; language: string; version: string | null },
      tx: Database = db,
    ): Promise<TermsRow | null> {
      const rows = await tx
        .select()
        .from(terms)
        .where(
          and(
            eq(terms.companyId, query.companyId),
            eq(terms.type, query.type),
            eq(terms.language, query.language),
          ),
        )
        .orderBy(desc(terms.updatedAt), desc(terms.version));
      return rows.find((row) => row.version === query.version) ?? rows[0] ?? null;
    },

    /** One terms text of the hotel by its id, or null (another hotel's id reads as unknown). */
    async findById(companyId: string, id: string, tx: Database = db): Promise<TermsRow | null> {
      const rows = await tx
        .select()
        .from(terms)
        .where(and(eq(terms.companyId, companyId), eq(terms.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
