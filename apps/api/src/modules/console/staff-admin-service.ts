import { isUuid } from '@hospedar/contracts/constants';
import type {
  TStaffChange,
  TStaffMember,
  TUpdateStaffRequest,
} from '@hospedar/contracts/console/staff-members';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, StaffMemberRow } from '../../db/schema/index.ts';
import type { StaffSession } from './session-service.ts';
import { listStaffChanges, writeStaffAudit } from './staff-audit.ts';
import {
  staffLastOwner,
  staffNotFound,
  staffNotInvited,
  staffRoleForbidden,
  staffSelfChange,
} from './staff-errors.ts';
import { sendInvitation } from './staff-links.ts';
import { createStaffRepository } from './staff-repository.ts';
import { toStaffMember } from './staff-service.ts';

/** An owner who can sign in: counts towards "the hotel keeps an active owner" (decision 244). */
const isActiveOwner = (member: StaffMemberRow) =>
  member.role === 'owner' && member.disabledAt === null && member.passwordHash !== null;

/**
 * What an owner does to the hotel's members (decisions 244 and 245): a role, disabled or enabled, an
 * invitation withdrawn or sent again. Each change runs in one transaction that locks the hotel's members
 * first, so two owners acting at once cannot leave the hotel without an active owner, and records who did
 * it and when in `staff_audit_log`.
 */
export function createStaffAdminService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createStaffRepository(db);

  /** The locked members, the acting owner (still an active owner, or 403) and the member (or 404). */
  async function lockedChange(tx: Database, session: StaffSession, staffId: string) {
    if (!isUuid(staffId)) throw staffNotFound();
    const members = await repository.lockStaff(session.hotel.id, tx);
    const actor = members.find((member) => member.id === session.staff.id);
    if (!actor || !isActiveOwner(actor)) throw staffRoleForbidden();
    const target = members.find((member) => member.id === staffId);
    if (!target) throw staffNotFound();
    return { members, actor, target };
  }

  return {
    /** A new role and/or disabled or enabled; a disabled member's sessions and links end at once. */
    async updateMember(
      session: StaffSession,
      staffId: string,
      change: TUpdateStaffRequest,
    ): Promise<TStaffMember> {
      return db.transaction(async (tx) => {
        const { members, actor, target } = await lockedChange(tx, session, staffId);
        const role = change.role ?? target.role;
        const isDisabled = change.isDisabled ?? target.disabledAt !== null;
        const losesOwner = target.role === 'owner' && (role !== 'owner' || isDisabled);
        if (target.id === actor.id && losesOwner) throw staffSelfChange();
        if (losesOwner && isActiveOwner(target)) {
          const others = members.filter((member) => member.id !== target.id && isActiveOwner(member));
          if (others.length === 0) throw staffLastOwner();
        }
        const now = clock();
        let updated: StaffMemberRow = target;
        if (role !== target.role) {
          updated = (await repository.updateMember(target.id, { role }, tx)) ?? updated;
          await writeStaffAudit(tx, {
            action: 'change-role',
            actor,
            target,
            roles: { from: target.role, to: role },
            at: now,
          });
        }
        if (isDisabled !== (target.disabledAt !== null)) {
          updated =
            (await repository.updateMember(target.id, { disabledAt: isDisabled ? now : null }, tx)) ??
            updated;
          if (isDisabled) {
            await repository.deleteSessionsOf(target.id, tx);
            await repository.killLinksOf(target.id, now, tx);
          }
          await writeStaffAudit(tx, { action: isDisabled ? 'disable' : 'enable', actor, target, at: now });
        }
        return toStaffMember(updated);
      });
    },

    /** Withdraws a pending invitation: the invited member (who never signed in) and their link go. */
    async withdrawInvitation(session: StaffSession, staffId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { actor, target } = await lockedChange(tx, session, staffId);
        if (target.passwordHash !== null) throw staffNotInvited();
        await writeStaffAudit(tx, { action: 'withdraw-invitation', actor, target, at: clock() });
        await repository.deleteMember(target.id, tx);
      });
    },

    /** E-mails a new invitation link (7 days); the one before it dies. */
    async resendInvitation(session: StaffSession, staffId: string, origin: string): Promise<TStaffMember> {
      return db.transaction(async (tx) => {
        const { actor, target } = await lockedChange(tx, session, staffId);
        if (target.passwordHash !== null || target.disabledAt !== null) throw staffNotInvited();
        await sendInvitation({ repository, clock }, tx, { tenant: session.hotel, staff: target, origin });
        await writeStaffAudit(tx, { action: 'resend-invitation', actor, target, at: clock() });
        return toStaffMember(target);
      });
    },

    listChanges: (hotel: CompanyRow): Promise<TStaffChange[]> => listStaffChanges(db, hotel.id),
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
