import { and, asc, count, desc, eq, gt, isNull, lt, min, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  staffLinkTokens,
  staffMembers,
  staffSessions,
  staffSignInFailures,
  type StaffMemberRow,
} from '../../db/schema/index.ts';

export type StaffLinkKind = 'invite' | 'reset';

/** The SQL of staff accounts, sessions, e-mailed links and sign-in failures; every query by hotel. */
export function createStaffRepository(db: Database) {
  return {
    async findByEmail(companyId: string, email: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.companyId, companyId), eq(staffMembers.email, email)))
        .limit(1);
      return row ?? null;
    },

    async listStaff(companyId: string) {
      return db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.companyId, companyId))
        .orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
    },

    async insertStaff(
      values: Pick<StaffMemberRow, 'companyId' | 'email' | 'name' | 'role' | 'language'> & {
        passwordHash?: string | null;
        createdAt: Date;
      },
      tx: Database = db,
    ): Promise<StaffMemberRow | null> {
      const [row] = await tx.insert(staffMembers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async setPassword(staffId: string, passwordHash: string, tx: Database, name?: string) {
      await tx
        .update(staffMembers)
        .set({ passwordHash, ...(name === undefined ? {} : { name }) })
        .where(eq(staffMembers.id, staffId));
    },

    async markSignedIn(staffId: string, now: Date) {
      await db.update(staffMembers).set({ lastSignInAt: now }).where(eq(staffMembers.id, staffId));
    },

    // Sessions

    async insertSession(values: typeof staffSessions.$inferInsert) {
      await db.insert(staffSessions).values(values);
    },

    /** The session of the id's hash with its member and hotel, whatever their state (the caller judges). */
    async findSession(idHash: string) {
      const [row] = await db
        .select({ session: staffSessions, staff: staffMembers, hotel: companies })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .innerJoin(companies, eq(companies.id, staffSessions.companyId))
        .where(eq(staffSessions.idHash, idHash))
        .limit(1);
      return row ?? null;
    },

    async touchSession(idHash: string, now: Date) {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
    },

    async deleteSession(idHash: string) {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    },

    async deleteSessionsOf(staffId: string, tx: Database) {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },

    /** Sessions past their end or idle too long, of every hotel (pruned now and then). */
    async deleteDeadSessions(now: Date, idleSince: Date) {
      await db
        .delete(staffSessions)
        .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince)));
    },

    // E-mailed links

    /** A new link of the kind for the member; the live one before it dies (one live link per kind). */
    async replaceLinkToken(
      values: { companyId: string; staffId: string; kind: StaffLinkKind; tokenHash: string; expiresAt: Date },
      now: Date,
      tx: Database,
    ) {
      await tx
        .update(staffLinkTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(staffLinkTokens.staffId, values.staffId),
            eq(staffLinkTokens.kind, values.kind),
            isNull(staffLinkTokens.consumedAt),
          ),
        );
      await tx.insert(staffLinkTokens).values({ ...values, createdAt: now });
    },

    /** Every live link of the member dies (a disabled member's invitation and reset links: decision 244). */
    async killLinksOf(staffId: string, now: Date, tx: Database) {
      await tx
        .update(staffLinkTokens)
        .set({ consumedAt: now })
        .where(and(eq(staffLinkTokens.staffId, staffId), isNull(staffLinkTokens.consumedAt)));
    },

    /** The hotel's members, locked for an owner's change (in id order, so two changes never deadlock). */
    async lockStaff(companyId: string, tx: Database) {
      return tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.companyId, companyId))
        .orderBy(asc(staffMembers.id))
        .for('update');
    },

    async updateMember(staffId: string, values: { role?: string; disabledAt?: Date | null }, tx: Database) {
      const [row] = await tx.update(staffMembers).set(values).where(eq(staffMembers.id, staffId)).returning();
      return row ?? null;
    },

    async deleteMember(staffId: string, tx: Database) {
      await tx.delete(staffMembers).where(eq(staffMembers.id, staffId));
    },

    /** The live link's row with its member, within the hotel; null when unknown, used or expired. */
    async findLiveLink(companyId: string, kind: StaffLinkKind, tokenHash: string, now: Date) {
      const [row] = await db
        .select({ link: staffLinkTokens, staff: staffMembers })
        .from(staffLinkTokens)
        .innerJoin(staffMembers, eq(staffMembers.id, staffLinkTokens.staffId))
        .where(
          and(
            eq(staffLinkTokens.companyId, companyId),
            eq(staffLinkTokens.kind, kind),
            eq(staffLinkTokens.tokenHash, tokenHash),
            isNull(staffLinkTokens.consumedAt),
            gt(staffLinkTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Spends the link; false when a twin request spent it first. */
    async consumeLink(linkId: string, now: Date, tx: Database): Promise<boolean> {
      const spent = await tx
        .update(staffLinkTokens)
        .set({ consumedAt: now })
        .where(and(eq(staffLinkTokens.id, linkId), isNull(staffLinkTokens.consumedAt)))
        .returning({ id: staffLinkTokens.id });
      return spent.length === 1;
    },

    /** When the member's latest link of the kind was made, or null. */
    async latestLinkAt(staffId: string, kind: StaffLinkKind): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: staffLinkTokens.createdAt })
        .from(staffLinkTokens)
        .where(and(eq(staffLinkTokens.staffId, staffId), eq(staffLinkTokens.kind, kind)))
        .orderBy(desc(staffLinkTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    // Sign-in failures

    async recordFailure(values: { companyId: string; emailKey: string; clientKey: string; createdAt: Date }) {
      await db.insert(staffSignInFailures).values(values);
    },

    /** Failures of the column's key since `since`, and the oldest of them. */
    async failuresSince(
      companyId: string,
      by: { emailKey: string } | { clientKey: string },
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const column =
        'emailKey' in by
          ? eq(staffSignInFailures.emailKey, by.emailKey)
          : eq(staffSignInFailures.clientKey, by.clientKey);
      const [row] = await db
        .select({ count: count(), oldest: min(staffSignInFailures.createdAt) })
        .from(staffSignInFailures)
        .where(
          and(eq(staffSignInFailures.companyId, companyId), column, gt(staffSignInFailures.createdAt, since)),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    async clearFailures(companyId: string, emailKey: string) {
      await db
        .delete(staffSignInFailures)
        .where(and(eq(staffSignInFailures.companyId, companyId), eq(staffSignInFailures.emailKey, emailKey)));
    },

    async deleteOldFailures(before: Date) {
      await db.delete(staffSignInFailures).where(lt(staffSignInFailures.createdAt, before));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
