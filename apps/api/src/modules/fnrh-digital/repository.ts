import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TFnrhDigitalSettingsInput } from '@hospedar/contracts/fnrh-digital/registration';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  fnrhDigitalAttempts,
  fnrhDigitalSettings,
  type FnrhDigitalAttemptRow,
  type FnrhDigitalSettingsRow,
} from '../../db/schema/index.ts';

/** The settings as the staff console may show them: everything but the key. */
export type FnrhDigitalSettingsView = Omit<FnrhDigitalSettingsRow, 'apiKey'> & { hasApiKey: boolean };

/** A hotel's FNRH Digital settings and its attempts log (decisions 153, 154). */
export function createFnrhDigitalRepository(db: Database) {
  return {
    /** The full settings, key included: for the driver only. */
    async settingsOf(companyId: string): Promise<FnrhDigitalSettingsRow | null> {
      const [row] = await db
        .select()
        .from(fnrhDigitalSettings)
        .where(eq(fnrhDigitalSettings.companyId, companyId));
      return row ?? null;
    },

    async viewSettings(companyId: string): Promise<FnrhDigitalSettingsView | null> {
      const row = await this.settingsOf(companyId);
      if (!row) return null;
      const { apiKey, ...rest } = row;
      return { ...rest, hasApiKey: apiKey.length > 0 };
    },

    async saveSettings(companyId: string, input: TFnrhDigitalSettingsInput, { clock }: { clock: Clock }) {
      const values = { ...input, updatedAt: clock() };
      await db
        .insert(fnrhDigitalSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: fnrhDigitalSettings.companyId, set: values });
    },

    /** Whether this export was already settled (accepted, rejected or not sendable): it is not sent again. */
    async isSettled(exportId: string): Promise<boolean> {
      const rows = await db
        .select({ id: fnrhDigitalAttempts.id })
        .from(fnrhDigitalAttempts)
        .where(
          and(
            eq(fnrhDigitalAttempts.exportId, exportId),
            inArray(fnrhDigitalAttempts.outcome, ['accepted', 'rejected', 'not-sendable']),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async recordAttempt(attempt: Omit<FnrhDigitalAttemptRow, 'id'>): Promise<void> {
      await db.insert(fnrhDigitalAttempts).values(attempt);
    },

    /**
     * The hotel's attempts, newest first, optionally of one guest: what the staff console shows. Only this
     * company's rows, whatever id is asked.
     */
    async listAttempts(
      companyId: string,
      { guestId, limit = 50 }: { guestId?: string; limit?: number } = {},
    ): Promise<FnrhDigitalAttemptRow[]> {
      const where = guestId
        ? and(eq(fnrhDigitalAttempts.companyId, companyId), eq(fnrhDigitalAttempts.guestId, guestId))
        : eq(fnrhDigitalAttempts.companyId, companyId);
      return db
        .select()
        .from(fnrhDigitalAttempts)
        .where(where)
        .orderBy(desc(fnrhDigitalAttempts.attemptedAt))
        .limit(Math.min(Math.max(limit, 1), 200));
    },
  };
}
export type FnrhDigitalRepository = ReturnType<typeof createFnrhDigitalRepository>;
