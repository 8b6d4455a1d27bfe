import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestSignatures, guests } from '../../db/schema/index.ts';

export function createSignatureRepository(db: Database) {
  return {
    /** Stores the guest's signature under a new id, replacing any earlier one, and points the guest at it. */
    async replaceSignature(
      { companyId, guestId, png, now }: { companyId: string; guestId: string; png: Uint8Array; now: Date },
      tx: Database = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(guestSignatures)
        .values({ companyId, guestId, png, createdAt: now })
        .onConflictDoUpdate({
          target: guestSignatures.guestId,
          // excluded.png: the bytes are sent once.
          set: { id: randomUUID(), companyId, png: sql`excluded.png`, createdAt: now },
        })
        .returning({ id: guestSignatures.id });
      if (!row) throw new Error('the signature was not stored');
      await tx
        .update(guests)
        .set({ signatureId: row.id, updatedAt: now })
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)));
      return row.id;
    },
    async findSignature(companyId: string, guestId: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: guestSignatures.id, png: guestSignatures.png })
        .from(guestSignatures)
        .where(and(eq(guestSignatures.companyId, companyId), eq(guestSignatures.guestId, guestId)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type SignatureRepository = ReturnType<typeof createSignatureRepository>;
