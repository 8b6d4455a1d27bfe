import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  privacyAuditLog,
  type PrivacyAuditRow,
  type TPrivacyAction,
  type TPrivacyActorKind,
} from '../../db/schema/index.ts';

/**
 * Who asks (decision 204): the hotel CLI's operator today (`cli` and a name), a staff account of the
 * console later (`staff`, its name and id), or the retention job (`system`).
 */
export type PrivacyActor = { kind: TPrivacyActorKind; name: string; staffAccountId?: string };

/** The retention job, as the audit names it. */
export const RETENTION_ACTOR: PrivacyActor = { kind: 'system', name: 'retention' };

export async function writePrivacyAudit(
  db: Database,
  entry: {
    companyId: string;
    action: TPrivacyAction;
    actor: PrivacyActor;
    personId: string | null;
    guestIds: string[];
    details: Record<string, unknown>;
    at: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(privacyAuditLog)
    .values({
      companyId: entry.companyId,
      action: entry.action,
      actorKind: entry.actor.kind,
      actor: entry.actor.name,
      staffAccountId: entry.actor.staffAccountId ?? null,
      personId: entry.personId,
      guestIds: entry.guestIds,
      details: entry.details,
      createdAt: entry.at,
    })
    .returning({ id: privacyAuditLog.id });
  if (!row) throw new Error('the audit entry was not written');
  return row.id;
}

/** A hotel's audit entries, newest first, optionally of one person: what the staff console lists. */
export async function listPrivacyAudit(
  db: Database,
  companyId: string,
  { personId, limit = 50 }: { personId?: string; limit?: number } = {},
): Promise<PrivacyAuditRow[]> {
  return db
    .select()
    .from(privacyAuditLog)
    .where(
      personId
        ? and(eq(privacyAuditLog.companyId, companyId), eq(privacyAuditLog.personId, personId))
        : eq(privacyAuditLog.companyId, companyId),
    )
    .orderBy(desc(privacyAuditLog.createdAt))
    .limit(Math.min(Math.max(limit, 1), 500));
}
