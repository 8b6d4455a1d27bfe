import { toSupportedLanguage, type TLanguage } from '@hospedar/contracts/constants';
import type { TInvitationPreview, TSignInRequest, TStaffRole } from '@hospedar/contracts/console/staff-auth';
import type { TAcceptInvitation, TPasswordResetConfirm } from '@hospedar/contracts/console/password-forms';
import type { TInviteStaffRequest, TStaffMember } from '@hospedar/contracts/console/staff-members';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, StaffMemberRow } from '../../db/schema/index.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import type { StaffSession, StaffSessionService } from './session-service.ts';
import { createSignInLimiter } from './sign-in-limiter.ts';
import { signInFailed, staffEmailInUse, staffLinkInvalid } from './staff-errors.ts';
import { writeStaffAudit } from './staff-audit.ts';
import { hotelLook, issueStaffLink, sendInvitation } from './staff-links.ts';
import { renderResetEmail } from './staff-message.ts';
import { createStaffRepository, type StaffLinkKind } from './staff-repository.ts';
import {
  CONSOLE_PATHS,
  consoleLink,
  INVITE_LINK_TTL_MS,
  RESET_LINK_MIN_INTERVAL_MS,
  RESET_LINK_TTL_MS,
} from './staff-rules.ts';
import { hashPassword, hashSecretToken, isPasswordMatch } from './staff-secrets.ts';

export type StaffServiceDeps = { db: Database; clock: Clock; pepper: string; sessions: StaffSessionService };

export function toStaffMember(row: StaffMemberRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'owner' ? 'owner' : 'desk',
    status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** Staff accounts of a hotel (decisions 190 to 195): sign-in, invitations, password resets. */
export function createStaffService({ db, clock, pepper, sessions }: StaffServiceDeps) {
  const repository = createStaffRepository(db);
  const limiter = createSignInLimiter({ repository, clock, pepper });

  const linkDeps = { repository, clock };
  const issueLink = (tx: Database, staff: StaffMemberRow, kind: StaffLinkKind, ttlMs: number) =>
    issueStaffLink(linkDeps, tx, staff, kind, ttlMs);

  /** Spends a live link and sets the member's password; every session of the member ends. */
  async function spendLink(
    tenant: CompanyRow,
    kind: StaffLinkKind,
    input: { token: string; password: string; name?: string },
  ): Promise<StaffMemberRow> {
    const found = await repository.findLiveLink(tenant.id, kind, hashSecretToken(input.token), clock());
    if (!found || found.staff.disabledAt) throw staffLinkInvalid();
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      if (!(await repository.consumeLink(found.link.id, clock(), tx))) throw staffLinkInvalid();
      await repository.setPassword(found.staff.id, passwordHash, tx, input.name);
      await repository.deleteSessionsOf(found.staff.id, tx);
    });
    return found.staff;
  }

  /** Adds a member with no password and its invitation link, in one transaction. */
  async function addInvited(
    tenant: CompanyRow,
    member: { email: string; name: string; role: TStaffRole; language: TLanguage },
  ) {
    return db.transaction(async (tx) => {
      const staff = await repository.insertStaff({ companyId: tenant.id, ...member, createdAt: clock() }, tx);
      if (!staff) throw staffEmailInUse();
      const { token, expiresAt } = await issueLink(tx, staff, 'invite', INVITE_LINK_TTL_MS);
      return { staff, token, expiresAt };
    });
  }

  return {
    /** E-mail and password: a session, or 401 (unknown e-mail and wrong password alike), 429 when locked. */
    async signIn(
      tenant: CompanyRow,
      body: TSignInRequest,
      ip: string,
    ): Promise<{ id: string; session: StaffSession }> {
      const attempt = { companyId: tenant.id, email: body.email, ip };
      await limiter.assertOpen(attempt);
      const staff = await repository.findByEmail(tenant.id, body.email);
      const canSignIn = staff !== null && staff.disabledAt === null;
      const isMatch = await isPasswordMatch(canSignIn ? staff.passwordHash : null, body.password);
      if (!staff || !canSignIn || !isMatch) {
        await limiter.recordFailure(attempt);
        throw signInFailed();
      }
      await limiter.recordSuccess(attempt);
      return sessions.open(staff, tenant);
    },

    /**
     * Sends a reset link to the e-mail when it is an active member's; answers the same either way, so
     * the call tells nobody which e-mails have accounts. One link a minute per account.
     */
    async requestReset(tenant: CompanyRow, email: string, origin: string): Promise<void> {
      const staff = await repository.findByEmail(tenant.id, email);
      if (!staff || staff.disabledAt || !staff.passwordHash) return;
      const latest = await repository.latestLinkAt(staff.id, 'reset');
      if (latest && clock().getTime() - latest.getTime() < RESET_LINK_MIN_INTERVAL_MS) return;
      const look = hotelLook(tenant, origin);
      await db.transaction(async (tx) => {
        const { token, expiresAt } = await issueLink(tx, staff, 'reset', RESET_LINK_TTL_MS);
        const payload = renderResetEmail({
          ...look,
          language: toSupportedLanguage(staff.language) ?? look.language,
          to: staff.email,
          name: staff.name,
          link: consoleLink(origin, CONSOLE_PATHS.resetPassword, token),
          discardAfter: expiresAt.toISOString(),
        });
        await enqueueMessage(
          tx,
          {
            companyId: tenant.id,
            kind: 'email',
            payload,
            idempotencyKey: `staff-reset:${hashSecretToken(token)}`,
          },
          { clock },
        );
      });
    },

    async confirmReset(tenant: CompanyRow, body: TPasswordResetConfirm): Promise<void> {
      await spendLink(tenant, 'reset', body);
    },

    /** What the accept screen shows: the invitation's e-mail, name, role and hotel; 400 when dead. */
    async previewInvitation(tenant: CompanyRow, token: string): Promise<TInvitationPreview> {
      const found = await repository.findLiveLink(tenant.id, 'invite', hashSecretToken(token), clock());
      if (!found || found.staff.disabledAt) throw staffLinkInvalid();
      return {
        email: found.staff.email,
        name: found.staff.name,
        role: found.staff.role === 'owner' ? 'owner' : 'desk',
        hotelName: hotelLook(tenant, 'http://localhost').hotelName,
      };
    },

    async acceptInvitation(tenant: CompanyRow, body: TAcceptInvitation): Promise<void> {
      await spendLink(tenant, 'invite', body);
    },

    async listStaff(tenant: CompanyRow): Promise<TStaffMember[]> {
      return (await repository.listStaff(tenant.id)).map(toStaffMember);
    },

    /** The owner invites a member: the account (no password), the e-mail and the audit, in one transaction. */
    async invite(
      tenant: CompanyRow,
      body: TInviteStaffRequest,
      origin: string,
      actor: Pick<StaffMemberRow, 'id' | 'name'>,
    ): Promise<TStaffMember> {
      const language = body.language ?? hotelLook(tenant, origin).language;
      const created = await db.transaction(async (tx) => {
        const staff = await repository.insertStaff(
          {
            companyId: tenant.id,
            email: body.email,
            name: body.name,
            role: body.role,
            language,
            createdAt: clock(),
          },
          tx,
        );
        if (!staff) throw staffEmailInUse();
        await sendInvitation(linkDeps, tx, { tenant, staff, origin, language });
        await writeStaffAudit(tx, { action: 'invite', actor, target: staff, at: clock() });
        return staff;
      });
      return toStaffMember(created);
    },

    /** The CLI's first owner (decision 197): the account and its link, printed instead of e-mailed. */
    async createOwner(tenant: CompanyRow, email: string, origin: string) {
      const name = email.split('@')[0] ?? email;
      const { staff, token, expiresAt } = await addInvited(tenant, {
        email,
        name,
        role: 'owner',
        language: hotelLook(tenant, origin).language,
      });
      return { staff, expiresAt, link: consoleLink(origin, CONSOLE_PATHS.acceptInvite, token) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
