import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TGuestDocument } from '@hospedar/contracts/guests/guest';

/** A document as it is stored: its fields and image keys. */
export type StoredDocument = Pick<TGuestDocument, 'isMain' | 'documentTypeId' | 'documentNumber'> & {
  frontImageKey?: string | null;
  backImageKey?: string | null;
};
import type { Database } from '../../db/client.ts';
import { guestDocuments, guests, type NewGuestRow } from '../../db/schema/index.ts';

export function createGuestRepository(db: Database) {
  return {
    async findGuest(companyId: string, guestId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .limit(1);
      return row ?? null;
    },
    /** The guest, locked until the transaction ends, so concurrent finalizations take turns. */
    async lockGuest(companyId: string, guestId: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    /** The reservation's guests, main guest first. */
    async listGuests(companyId: string, reservationId: string, tx: Database = db) {
      return tx
        .select()
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.reservationId, reservationId)))
        .orderBy(desc(guests.masterGuest), asc(guests.isChild), asc(guests.createdAt), asc(guests.id));
    },
    async listDocuments(companyId: string, guestIds: string[], tx: Database = db) {
      if (guestIds.length === 0) return [];
      return tx
        .select()
        .from(guestDocuments)
        .where(and(eq(guestDocuments.companyId, companyId), inArray(guestDocuments.guestId, guestIds)))
        .orderBy(desc(guestDocuments.isMain), asc(guestDocuments.createdAt));
    },
    async updateGuest(
      companyId: string,
      guestId: string,
      columns: Partial<NewGuestRow>,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(guests)
        .set(columns)
        .where(and(eq(guests.companyId, companyId), eq(guests.id, guestId)));
    },
    /** Replaces the guest's main-form documents (additional ones are kept). */
    async replaceDocuments(
      companyId: string,
      guestId: string,
      documents: StoredDocument[],
      tx: Database = db,
    ) {
      await tx
        .delete(guestDocuments)
        .where(
          and(
            eq(guestDocuments.companyId, companyId),
            eq(guestDocuments.guestId, guestId),
            eq(guestDocuments.isAdditional, false),
          ),
        );
      if (documents.length === 0) return;
      await tx.insert(guestDocuments).values(
        documents.map((document) => ({
          companyId,
          guestId,
          isMain: document.isMain,
          documentTypeId: document.documentTypeId,
          documentNumber: document.documentNumber.trim(),
          frontImageKey: document.frontImageKey ?? null,
          backImageKey: document.backImageKey ?? null,
        })),
      );
    },
  };
}
export type GuestRepository = ReturnType<typeof createGuestRepository>;
