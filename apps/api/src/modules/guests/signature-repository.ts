import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestSignatures, guests } from '../../db/schema/index.ts';

export function createSignatureRepository(db: Database) {
  return {
    /**
     * Stores the guest's signature under a new id, replacing any earlier one, and points the guest at it,
     * in one statement (a data-modifying CTE): the bytes cross once, and no transaction holds the
     * database between round trips.
     */
    async replaceSignature(
      { companyId, guestId, png, now }: { companyId: string; guestId: string; png: Uint8Array; now: Date },
      tx: Database = db,
    ): Promise<string> {
      const stored = tx.$with('stored').as(
        tx
          .insert(guestSignatures)
          .values({ companyId, guestId, png, createdAt: now })
          .onConflictDoUpdate({
            target: guestSignatures.guestId,
            set: { id: randomUUID(), companyId, png: sql`excluded.png`, createdAt: now },
          })
          .returning({ id: guestSignatures.id }),
      );
      const [row] = await tx
        .with(stored)
        .update(guests)
        .set({ signatureId: sql`(select ${stored.id} from ${stored})`, updatedAt: now })
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .returning({ signatureId: guests.signatureId });
      if (!row?.signatureId) throw new Error('the signature was not stored');
      return row.signatureId;
    },
    /**
     * The guest's signature. The bytes come as base64 text, decoded here natively: PGlite reads a bytea
     * column a byte at a time on the event loop (tens of milliseconds for 300 kB).
     */
    async findSignature(companyId: string, guestId: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: guestSignatures.id, base64: sql<string>`encode(${guestSignatures.png}, 'base64')` })
        .from(guestSignatures)
        .where(and(eq(guestSignatures.companyId, companyId), eq(guestSignatures.guestId, guestId)))
        .limit(1);
      return row ? { id: row.id, png: Buffer.from(row.base64, 'base64') } : null;
    },
  };
}
export type SignatureRepository = ReturnType<typeof createSignatureRepository>;
