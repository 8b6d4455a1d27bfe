import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { ZCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import type { TSettingsAuditEntry } from '@hospedar/contracts/console/settings-audit';
import type { TSettingsSectionName } from '@hospedar/contracts/console/settings-sections';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { companies, settingsAuditLog, type StaffMemberRow } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import { toCompanyConfig } from '../../tenant/to-company-config.ts';
import type { SettingsSection } from './section.ts';

/** The top-level fields whose values differ (what the audit entry lists as changed). */
function changedFields(before: unknown, after: unknown): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) return isDeepStrictEqual(before, after) ? [] : ['value'];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key])).sort();
}

export type SettingsServiceDeps = {
  db: Database;
  clock: Clock;
  /** Told once a save committed: the process's hotels kept in memory are stale (decision 270). */
  onHotelChanged?: () => void;
};

/**
 * Reads and saves the console's settings sections (decision 208). A save locks the hotel's row, checks
 * that the hotel still parses as the configuration the portal reads, writes it and its audit entry in
 * one transaction. Guests see the change at once: this process forgets the hotels it keeps in memory,
 * and the others hear the table's notification (decision 270).
 */
export function createSettingsService({ db, clock, onHotelChanged }: SettingsServiceDeps) {
  async function hotelRow(companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such hotel.');
    return row;
  }

  return {
    async read<T>(section: SettingsSection<T>, companyId: string): Promise<T> {
      return section.read(await hotelRow(companyId));
    },

    async save<T>(
      section: SettingsSection<T>,
      { companyId, staff }: { companyId: string; staff: StaffMemberRow },
      value: T,
    ): Promise<T> {
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such hotel.');
        await section.check?.(value, row, tx);
        const patch = section.write(value, row);
        const next = { ...row, ...patch };
        let parsedConfig: boolean;
        try {
          parsedConfig = ZCompanyConfig.safeParse(toCompanyConfig(next)).success;
        } catch {
          parsedConfig = false;
        }
        if (!parsedConfig) {
          throw new HttpError(400, 'VALIDATION_FAILED', 'The hotel would no longer be a valid portal.', {
            section: section.name,
          });
        }
        const before = section.read(row);
        const after = section.read(next);
        const changed = changedFields(before, after);
        if (changed.length === 0) return after;
        const now = clock();
        await tx
          .update(companies)
          .set({ ...patch, updatedAt: now })
          .where(eq(companies.id, companyId));
        await tx.insert(settingsAuditLog).values({
          companyId,
          staffId: staff.id,
          staffName: staff.name,
          staffEmail: staff.email,
          section: section.name,
          changedFields: changed,
          before: before as object,
          after: after as object,
          createdAt: now,
        });
        return after;
      });
      onHotelChanged?.();
      return saved;
    },

    /** The hotel's changes, newest first. */
    async audit(companyId: string, limit = 100): Promise<TSettingsAuditEntry[]> {
      const rows = await db
        .select()
        .from(settingsAuditLog)
        .where(eq(settingsAuditLog.companyId, companyId))
        .orderBy(desc(settingsAuditLog.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        section: row.section as TSettingsSectionName,
        staffName: row.staffName,
        staffEmail: row.staffEmail,
        at: row.createdAt.toISOString(),
        changedFields: row.changedFields,
        before: row.before,
        after: row.after,
      }));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
