import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import type { SolutionToSpend } from '../bot-check/service.ts';
import type { SearchCandidate } from './repository.ts';

type ClientOfHotel = { companyId: string; clientKey: string };

/** The search lock's rule as search-lock.ts reads it (`ruleAt`). */
export type LockRule = { since: Date; limit: number; maxFailures: number; windowMs: number; lockMs: number };

export type OneStatementSearch = {
  solution: SolutionToSpend;
  client: ClientOfHotel;
  rule: LockRule;
  now: Date;
  /** On `reservations` and `guests` (repository.ts's searchConditions). */
  condition: SQL | undefined;
};

export type OneStatementOutcome =
  /** The solution was spent before: nothing was read or recorded. */
  | { kind: 'reused' }
  /** The client is locked out until then: nothing was read or recorded (the solution is spent). */
  | { kind: 'locked'; until: Date }
  /** The search ran and was recorded, as a success when it read any candidate. */
  | { kind: 'searched'; candidates: SearchCandidate[]; attemptId: string };

type Row = {
  spent: boolean;
  lockedUntilMs: number | null;
  attemptId: string | null;
} & ({ [K in keyof SearchCandidate]: SearchCandidate[K] } | { [K in keyof SearchCandidate]: null });

/**
 * A search in one statement (decision 294), where it took four: spends the bot check's solution, reads
 * the client's search lock (the rule of search-lock.ts, in SQL), reads the candidates, and records the
 * attempt. Every part after the spending runs only if the solution was new and the client is not
 * locked, so a replayed solution and a locked client read and record nothing, as before. All parts see
 * the same snapshot: the lock is read without the attempt being recorded. The attempt counts as a
 * success when any candidate was read; the service corrects it (`markFailed`) when the names it
 * compares in JS keep none of them.
 */
export function createSearchStatement(db: Database) {
  return {
    async run({ solution, client, rule, now, condition }: OneStatementSearch): Promise<OneStatementOutcome> {
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
        ), failures as (
          select created_at from search_attempts
          where company_id = ${companyId} and client_key = ${clientKey} and succeeded = false
            and created_at > ${rule.since.toISOString()}::timestamptz
          order by created_at desc
          limit ${rule.limit}
        ), windows as (
          select created_at, lag(created_at, ${rule.maxFailures - 1}::int) over (order by created_at) as first_at
          from failures
        ), lock_end as (
          select max(created_at) + ${rule.lockMs}::float8 * interval '1 millisecond' as until
          from windows
          where first_at is not null and created_at - first_at <= ${rule.windowMs}::float8 * interval '1 millisecond'
        ), allowed as (
          select 1 from spent
          where not exists (select 1 from lock_end where until > ${nowIso}::timestamptz)
        ), found as (
          select
            "reservations"."id" as "reservationId",
            "reservations"."reservation_number" as "reservationNumber",
            "reservations"."res_status" as "resStatus",
            "reservations"."checkin_date"::text as "checkinDate",
            "reservations"."checkout_date"::text as "checkoutDate",
            "reservations"."adults_number" as "adultsNumber",
            "reservations"."children_number" as "childrenNumber",
            "guests"."id" as "guestId",
            "guests"."name" as "guestName",
            "guests"."last_name" as "guestLastName",
            "guests"."master_guest" as "masterGuest",
            "guests"."created_at" as "guestCreatedAt"
          from "reservations"
          inner join "guests"
            on "guests"."reservation_id" = "reservations"."id" and "guests"."company_id" = ${companyId}
          where "reservations"."company_id" = ${companyId} and ${condition ?? sql`true`}
            and exists (select 1 from allowed)
        ), recorded as (
          insert into search_attempts (company_id, client_key, succeeded, created_at)
          select ${companyId}::uuid, ${clientKey}, exists (select 1 from found), ${nowIso}::timestamptz
          from allowed
          returning id
        )
        select
          exists (select 1 from spent) as "spent",
          (select extract(epoch from until)::float8 * 1000 from lock_end) as "lockedUntilMs",
          (select id from recorded) as "attemptId",
          found."reservationId", found."reservationNumber", found."resStatus", found."checkinDate",
          found."checkoutDate", found."adultsNumber", found."childrenNumber", found."guestId",
          found."guestName", found."guestLastName", found."masterGuest"
        from (select 1) as one
        left join found on true
        order by found."checkinDate", found."reservationNumber", found."guestCreatedAt"`,
      );
      const [first] = rows;
      if (!first?.spent) return { kind: 'reused' };
      if (!first.attemptId) {
        // Not recorded though spent: the lock held (lockedUntilMs is then past now).
        return { kind: 'locked', until: new Date(first.lockedUntilMs ?? now.getTime()) };
      }
      const candidates: SearchCandidate[] = [];
      for (const row of rows) {
        if (row.reservationId !== null) candidates.push(row);
      }
      return { kind: 'searched', candidates, attemptId: first.attemptId };
    },

    /** The attempt `run` recorded as a success, when the names compared in JS kept no candidate. */
    async markFailed(attemptId: string): Promise<void> {
      await db.execute(sql`update search_attempts set succeeded = false where id = ${attemptId}`);
    },
  };
}
export type SearchStatement = ReturnType<typeof createSearchStatement>;
