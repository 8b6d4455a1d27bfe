import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, companies, type ApiKeyRow } from '../../db/schema/index.ts';

export function createApiKeysRepository(db: Database) {
  return {
    async insert(
      row: Pick<ApiKeyRow, 'companyId' | 'name' | 'secretHash' | 'prefix' | 'createdAt' | 'rotatedFromId'>,
      tx: Database = db,
    ): Promise<ApiKeyRow> {
      const [inserted] = await tx.insert(apiKeys).values(row).returning();
      if (!inserted) throw new Error('api key insert returned no row');
      return inserted;
    },
    async list(companyId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.companyId, companyId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },
    async findActiveByName(companyId: string, name: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async findById(companyId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    /** The key of this hash, not revoked, with its hotel's id (which must still exist). */
    async findActiveByHash(secretHash: string) {
      const [row] = await db
        .select({ id: apiKeys.id, companyId: apiKeys.companyId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .innerJoin(companies, eq(companies.id, apiKeys.companyId))
        .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row ?? null;
    },
    async revoke(id: string, now: Date, tx: Database = db): Promise<void> {
      await tx
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },
    /** Records a use unless one was recorded within the last `minIntervalMs` (by any process). */
    async touch(id: string, now: Date, minIntervalMs: number): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - minIntervalMs))),
          ),
        );
    },
  };
}
