import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import { toSupportedLanguage, DEFAULT_LANGUAGE } from '@hospedar/contracts/constants';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, StaffMemberRow, StaffSessionRow } from '../../db/schema/index.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { createStaffRepository } from './staff-repository.ts';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_AGE_MS, STAFF_SESSION_TOUCH_MS } from './staff-rules.ts';
import { hashSecretToken, newSecretToken } from './staff-secrets.ts';

/** A live session: the member, the hotel it belongs to, and its row. */
export type StaffSession = { staff: StaffMemberRow; hotel: CompanyRow; session: StaffSessionRow };

/** What the console shows of the signed-in member and the hotel. */
export function toStaffMe({ staff, hotel, session }: StaffSession): TStaffMe {
  const company = toCompanyConfig(hotel);
  return {
    staff: {
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role === 'owner' ? 'owner' : 'desk',
      language: toSupportedLanguage(staff.language) ?? DEFAULT_LANGUAGE,
    },
    hotel: { id: hotel.id, name: company.hotel.nomeFantasia || company.name, subdomain: hotel.subdomain },
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * Server-side sessions (decision 192): the browser holds a random id in a cookie, the table its
 * SHA-256, so a copy of the database opens no session. 12 hours at most, 2 hours idle.
 */
export function createStaffSessionService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createStaffRepository(db);
  let lastPrunedAt = 0;

  return {
    /** A new session for the member; answers the id for the cookie (never stored) and the session. */
    async open(staff: StaffMemberRow, hotel: CompanyRow): Promise<{ id: string; session: StaffSession }> {
      const now = clock();
      const id = newSecretToken();
      const row: StaffSessionRow = {
        idHash: hashSecretToken(id),
        staffId: staff.id,
        companyId: hotel.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_AGE_MS),
      };
      await repository.insertSession(row);
      await repository.markSignedIn(staff.id, now);
      return { id, session: { staff, hotel, session: row } };
    },

    /**
     * The live session of the cookie's id, whichever hotel's: null when unknown, ended, idle too long or
     * of a member who may no longer sign in. Its last request is noted at most once a minute.
     */
    async resolve(id: string): Promise<StaffSession | null> {
      const now = clock();
      const idHash = hashSecretToken(id);
      const found = await repository.findSession(idHash);
      if (!found) return null;
      const { session, staff } = found;
      const isIdle = now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_IDLE_MS;
      if (session.expiresAt <= now || isIdle || staff.disabledAt || !staff.passwordHash) {
        await repository.deleteSession(idHash);
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_TOUCH_MS) {
        await repository.touchSession(idHash, now);
      }
      if (now.getTime() - lastPrunedAt > STAFF_SESSION_IDLE_MS) {
        lastPrunedAt = now.getTime();
        await repository.deleteDeadSessions(now, new Date(now.getTime() - STAFF_SESSION_IDLE_MS));
      }
      return found;
    },

    async close(id: string): Promise<void> {
      await repository.deleteSession(hashSecretToken(id));
    },
  };
}

export type StaffSessionService = ReturnType<typeof createStaffSessionService>;
