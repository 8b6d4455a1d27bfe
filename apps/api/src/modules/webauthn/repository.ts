import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  webauthnChallenges,
  webauthnCredentials,
  type WebauthnCredentialRow,
} from '../../db/schema/index.ts';

export type ChallengePurpose = 'registration' | 'authentication';

export type NewCredential = Omit<typeof webauthnCredentials.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>;

/** The passkeys' SQL: every query names the hotel, and a person's rows only with that person. */
export function createWebauthnRepository(db: Database) {
  return {
    /** A new challenge's hash; challenges past their expiry (used or not) are deleted on the way. */
    async insertChallenge(row: {
      companyId: string;
      guestId: string;
      purpose: ChallengePurpose;
      challengeHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, row.now));
      await db.insert(webauthnChallenges).values({
        companyId: row.companyId,
        guestId: row.guestId,
        purpose: row.purpose,
        challengeHash: row.challengeHash,
        expiresAt: row.expiresAt,
      });
    },

    /**
     * Spends a live challenge of this hotel and purpose (and guest, when named) in one statement, so
     * two answers racing for it get it once. Answers its guest, or null when there is none to spend.
     */
    async consumeChallenge(input: {
      companyId: string;
      purpose: ChallengePurpose;
      challengeHash: string;
      guestId?: string;
      now: Date;
    }): Promise<{ guestId: string } | null> {
      const [row] = await db
        .update(webauthnChallenges)
        .set({ consumedAt: input.now })
        .where(
          and(
            eq(webauthnChallenges.challengeHash, input.challengeHash),
            eq(webauthnChallenges.companyId, input.companyId),
            eq(webauthnChallenges.purpose, input.purpose),
            input.guestId ? eq(webauthnChallenges.guestId, input.guestId) : undefined,
            isNull(webauthnChallenges.consumedAt),
            gt(webauthnChallenges.expiresAt, input.now),
          ),
        )
        .returning({ guestId: webauthnChallenges.guestId });
      return row ?? null;
    },

    async listCredentials(companyId: string, personId: string): Promise<WebauthnCredentialRow[]> {
      return db
        .select()
        .from(webauthnCredentials)
        .where(and(eq(webauthnCredentials.companyId, companyId), eq(webauthnCredentials.personId, personId)))
        .orderBy(desc(webauthnCredentials.createdAt));
    },

    async findCredential(companyId: string, credentialId: string): Promise<WebauthnCredentialRow | null> {
      const [row] = await db
        .select()
        .from(webauthnCredentials)
        .where(
          and(
            eq(webauthnCredentials.companyId, companyId),
            eq(webauthnCredentials.credentialId, credentialId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The new passkey, or null when this hotel already has a credential of that id. */
    async insertCredential(row: NewCredential): Promise<WebauthnCredentialRow | null> {
      const [inserted] = await db.insert(webauthnCredentials).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async recordUse(id: string, input: { counter: number; isBackedUp: boolean; now: Date }): Promise<void> {
      await db
        .update(webauthnCredentials)
        .set({ counter: input.counter, isBackedUp: input.isBackedUp, lastUsedAt: input.now })
        .where(eq(webauthnCredentials.id, id));
    },

    /** Removes one passkey of the person; false when the person has none of that id at this hotel. */
    async deleteCredential(companyId: string, personId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(webauthnCredentials)
        .where(
          and(
            eq(webauthnCredentials.id, id),
            eq(webauthnCredentials.companyId, companyId),
            eq(webauthnCredentials.personId, personId),
          ),
        )
        .returning({ id: webauthnCredentials.id });
      return deleted.length > 0;
    },
  };
}
export type WebauthnRepository = ReturnType<typeof createWebauthnRepository>;
