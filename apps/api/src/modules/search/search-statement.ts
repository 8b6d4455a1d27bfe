import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import type { SolutionToSpend } from '../bot-check/service.ts';
import { candidateOrder, candidatesOf, type SearchCandidate } from './repository.ts';

type ClientOfHotel = { companyId: string; clientKey: string };

export type OneStatementSearch = {
  solution: SolutionToSpend;
  client: ClientOfHotel;
  /** The client's lock end as one row (search-lock.ts's `lockEnd`). */
  lockEnd: SQL;
  now: Date;
  /** On `reservations` and `guests` (repository.ts's searchConditions): which candidates to read. */
  condition: SQL | undefined;
};

export type OneStatementOutcome =
  /** The solution was spent before: nothing was read or recorded. */
  | { kind: 'reused' }
  /** The client is locked out until then: nothing was read or recorded (the solution is spent). */
  | { kind: 'locked'; until: Date }
  /** The search ran; a failure was recorded when it read no candidate. */
  | { kind: 'searched'; candidates: SearchCandidate[] };

type Row = {
  spent: boolean;
  allowed: boolean;
  lockedUntilMs: number | null;
} & ({ [K in keyof SearchCandidate]: SearchCandidate[K] } | { [K in keyof SearchCandidate]: null });

/**
 * A search in one statement (decision 294), where it took four: spends the bot check's solution, reads
 * the client's search lock (search-lock.ts's rule, in SQL), reads the candidates, and records a failure
 * when there is none. Every part after the spending runs only if the solution was new and the client is
 * not locked, so a replayed solution and a locked client read and record nothing. All parts see the
 * same snapshot: the lock is read without the failure being recorded. A search whose candidates' names,
 * compared in JS, keep none of them is recorded by the service afterwards (`SearchLock.recordFailure`).
 */
export function createSearchStatement(db: Database) {
  return {
    async run({
      solution,
      client,
      lockEnd,
      now,
      condition,
    }: OneStatementSearch): Promise<OneStatementOutcome> {
      const { companyId, clientKey } = client;
      const nowIso = now.toISOString();
      const rows = await executeRows<Row>(
        db,
        sql`
        with spent as (
          insert into bot_check_solutions (signature, expires_at)
          values (${solution.signature}, ${solution.expiresAt.toISOString()}::timestamptz)
          on conflict (signature) do nothing
          returning 1
        ), lock_end as (${lockEnd}
        ), allowed as (
          select 1 from spent
          where not exists (select 1 from lock_end where until > ${nowIso}::timestamptz)
        ), found as (${candidatesOf(companyId, and(condition, sql`exists (select 1 from allowed)`))}
        ), recorded as (
          insert into search_attempts (company_id, client_key, created_at)
          select ${companyId}::uuid, ${clientKey}, ${nowIso}::timestamptz
          from allowed
          where not exists (select 1 from found)
        )
        select
          exists (select 1 from spent) as "spent",
          (select extract(epoch from until)::float8 * 1000 from lock_end) as "lockedUntilMs",
          exists (select 1 from allowed) as "allowed",
          found."reservationId", found."reservationNumber", found."resStatus", found."checkinDate",
          found."checkoutDate", found."adultsNumber", found."childrenNumber", found."guestId",
          found."guestName", found."guestLastName", found."masterGuest"
        from (select 1) as one
        left join found on true
        order by ${candidateOrder('found')}`,
      );
      const [first] = rows;
      if (!first?.spent) return { kind: 'reused' };
      if (!first.allowed) {
        // Spent, but the lock held (lockedUntilMs is then past now).
        return { kind: 'locked', until: new Date(first.lockedUntilMs ?? now.getTime()) };
      }
      const candidates: SearchCandidate[] = [];
      for (const row of rows) {
        if (row.reservationId !== null) candidates.push(row);
      }
      return { kind: 'searched', candidates };
    },
  };
}
export type SearchStatement = ReturnType<typeof createSearchStatement>;
