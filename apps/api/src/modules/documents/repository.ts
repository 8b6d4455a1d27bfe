import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guestDocuments } from '../../db/schema/index.ts';

export function createDocumentRepository(db: Database) {
  return {
    /** Sets the image keys given (undefined ones are kept) on one of a guest's documents. */
    async updateDocumentImages(
      input: {
        companyId: string;
        guestId: string;
        documentId: string;
        frontImageKey?: string;
        backImageKey?: string;
        now: Date;
      },
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(guestDocuments)
        .set({ frontImageKey: input.frontImageKey, backImageKey: input.backImageKey, updatedAt: input.now })
        .where(
          and(
            eq(guestDocuments.companyId, input.companyId),
            eq(guestDocuments.guestId, input.guestId),
            eq(guestDocuments.id, input.documentId),
          ),
        );
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
