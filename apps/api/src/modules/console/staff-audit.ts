import { desc, eq } from 'drizzle-orm';
import type { TStaffChange, TStaffChangeAction } from '@hospedar/contracts/console/staff-members';
import type { Database } from '../../db/client.ts';
import { staffAuditLog, type StaffAuditRow, type StaffMemberRow } from '../../db/schema/index.ts';

type TRole = 'owner' | 'desk';
const roleOf = (value: unknown): TRole | null => (value === 'owner' || value === 'desk' ? value : null);

/**
 * Records what an owner did to a member (decision 245), in the caller's transaction: the owner and the
 * member by id and by name and e-mail as they are now, so the entry outlives a withdrawn invitation.
 */
export async function writeStaffAudit(
  tx: Database,
  entry: {
    action: TStaffChangeAction;
    actor: Pick<StaffMemberRow, 'id' | 'name'>;
    target: Pick<StaffMemberRow, 'id' | 'companyId' | 'name' | 'email'>;
    roles?: { from: string; to: string };
    at: Date;
  },
): Promise<void> {
  await tx.insert(staffAuditLog).values({
    companyId: entry.target.companyId,
    action: entry.action,
    actorStaffId: entry.actor.id,
    actorName: entry.actor.name,
    targetStaffId: entry.target.id,
    details: {
      name: entry.target.name,
      email: entry.target.email,
      ...(entry.roles ? { from: entry.roles.from, to: entry.roles.to } : {}),
    },
    createdAt: entry.at,
  });
}

export function toStaffChange(row: StaffAuditRow): TStaffChange {
  const details = (row.details ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    action: row.action,
    actorName: row.actorName,
    actorStaffId: row.actorStaffId,
    targetStaffId: row.targetStaffId,
    targetName: typeof details.name === 'string' ? details.name : '',
    targetEmail: typeof details.email === 'string' ? details.email : '',
    from: roleOf(details.from),
    to: roleOf(details.to),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The hotel's newest staff changes (owner's Staff page). */
export async function listStaffChanges(db: Database, companyId: string, limit = 50): Promise<TStaffChange[]> {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.companyId, companyId))
    .orderBy(desc(staffAuditLog.createdAt))
    .limit(limit);
  return rows.map(toStaffChange);
}
