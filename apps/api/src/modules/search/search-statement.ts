import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import type { SolutionToSpend } from '../bot-check/service.ts';
import type { SearchMatch } from './find-matches.ts';
import {
  candidateOrder,
  candidatesOf,
  searchConditions,
  type DocumentComparison,
  type SearchCandidate,
} from './repository.ts';
import type { ClientOfHotel } from './search-lock-repository.ts';
import type { SearchLock } from './search-lock.ts';

/** One search of a batch: the solution it spends, who searches which hotel, and what it compares. */
export type SearchToRun = { solution: SolutionToSpend; client: ClientOfHotel; match: SearchMatch };

export type OneStatementOutcome =
  /** The solution was spent before: nothing was read or recorded. */
  | { kind: 'reused' }
  /** The client is locked out until then: nothing was read or recorded (the solution is spent). */
  | { kind: 'locked'; until: Date }
  /** The search ran; a failure was recorded when it read no candidate. */
  | { kind: 'searched'; candidates: SearchCandidate[] };

type Row = {
  /** The search's place in the batch. */
  i: number;
  spent: boolean;
  allowed: boolean;
  lockedUntilMs: number | null;
} & ({ [K in keyof SearchCandidate]: SearchCandidate[K] } | { [K in keyof SearchCandidate]: null });

/**
 * A search as a row of the batch's recordset, column by column with its SQL type: its place, its
 * solution, its client and its match (`toBatchRow` writes exactly these keys).
 */
const BATCH_COLUMN_TYPES = {
  i: 'int',
  signature: 'text',
  expires_at: 'timestamptz',
  company_id: 'uuid',
  client_key: 'text',
  kind: 'text',
  reservation_number: 'text',
  email: 'text',
  full_numbers: 'text[]',
  checkin_date: 'date',
  checkout_date: 'date',
  document_type_id: 'int',
  comparable_number: 'text',
} as const;
type BatchColumn = keyof typeof BATCH_COLUMN_TYPES;
const BATCH_COLUMNS = sql.raw(
  Object.entries(BATCH_COLUMN_TYPES)
    .map(([column, type]) => `${column} ${type}`)
    .join(', '),
);

/** A search's kind in the batch: a document's says how its number is compared. */
type BatchKind = Exclude<SearchMatch['kind'], 'document'> | `document_${DocumentComparison}`;

/** A column of the batch's search a lateral subquery reads. */
const ofSearch = (column: BatchColumn): SQL => sql.raw(`search.${column}`);

/**
 * Every search kind's candidates for the batch's `search`, one branch a kind: the branch of another
 * kind is skipped before it reads anything (its `kind` test is a one-time filter), and each reads by
 * its own index (search-indexes.test.ts). 'nobody' has no branch.
 */
function candidatesOfSearch(db: Database): SQL {
  const conditions = searchConditions(db);
  const companyId = ofSearch('company_id');
  const branch = (kind: BatchKind, condition: SQL | undefined) =>
    candidatesOf(companyId, and(sql`${ofSearch('kind')} = ${sql.raw(`'${kind}'`)}`, condition));
  const document = (comparedBy: DocumentComparison) =>
    conditions.mainDocument(
      companyId,
      ofSearch('document_type_id'),
      ofSearch('comparable_number'),
      comparedBy,
    );
  return sql.join(
    [
      branch('reservation', conditions.reservationNumber(ofSearch('reservation_number'))),
      branch('mail', conditions.email(ofSearch('email'))),
      branch('phone', conditions.mobile(ofSearch('full_numbers'))),
      branch('stay', conditions.stay(ofSearch('checkin_date'), ofSearch('checkout_date'))),
      branch('document_digits', document('digits')),
      branch('document_text', document('text')),
    ],
    sql` union all `,
  );
}

/** A search as its batch row (BATCH_COLUMNS); a document's kind says how its number is compared. */
function toBatchRow({ solution, client, match }: SearchToRun, i: number): Record<BatchColumn, unknown> {
  return {
    i,
    signature: solution.signature,
    expires_at: solution.expiresAt.toISOString(),
    company_id: client.companyId,
    client_key: client.clientKey,
    kind: (match.kind === 'document' ? `document_${match.comparedBy}` : match.kind) satisfies BatchKind,
    reservation_number: match.kind === 'reservation' ? match.reservationNumber : null,
    email: match.kind === 'mail' ? match.email : null,
    full_numbers: match.kind === 'phone' ? match.fullNumbers : null,
    checkin_date: match.kind === 'stay' ? match.checkinDate : null,
    checkout_date: match.kind === 'stay' ? match.checkoutDate : null,
    document_type_id: match.kind === 'document' ? match.documentTypeId : null,
    comparable_number: match.kind === 'document' ? match.comparableNumber : null,
  };
}

/**
 * Searches in one statement (decisions 294 and 314): for each search of the batch, spends the bot
 * check's solution, reads the client's search lock (search-lock.ts's rule, in SQL), reads the
 * candidates, and records a failure when there is none. A search's parts after the spending run only
 * if its solution was new and its client is not locked, so a replayed solution and a locked client
 * read and record nothing. All parts see the same snapshot: the lock is read without the batch's
 * failures, as when the searches ran side by side. A search whose candidates' names, compared in JS,
 * keep none of them is recorded by the service afterwards (`SearchLock.recordFailure`). The batch must
 * not spend one solution twice (the service's turn batch, db/turn-batch.ts, holds a repeated one
 * until the first one's batch has answered).
 */
export function createSearchStatement(db: Database, lockEnd: SearchLock['lockEnd']) {
  // Built on the first search: building the app does not use `db` (decision 292).
  let candidates: SQL | undefined;

  return {
    async run(searches: SearchToRun[], now: Date): Promise<OneStatementOutcome[]> {
      candidates ??= candidatesOfSearch(db);
      const nowIso = now.toISOString();
      const batch = JSON.stringify(searches.map(toBatchRow));
      const rows = await executeRows<Row>(
        db,
        sql`
        with search as (
          select * from jsonb_to_recordset(${batch}::jsonb) as search(${BATCH_COLUMNS})
        ), spent as (
          insert into bot_check_solutions (signature, expires_at)
          select signature, expires_at from search
          order by signature -- the order the keys are locked in: the same in every process
          on conflict (signature) do nothing
          returning signature
        ), judged as (
          select search.*, spent.signature is not null as spent, lock_end.until,
            spent.signature is not null and not coalesce(lock_end.until > ${nowIso}::timestamptz, false) as allowed
          from search
          left join spent on spent.signature = search.signature
          left join lateral (${lockEnd({ companyId: ofSearch('company_id'), clientKey: ofSearch('client_key') }, now)}
          ) as lock_end on true
        ), found as (
          select search.i, candidate.*
          from judged as search
          cross join lateral (${candidates}
            offset 0 -- each search reads its own branch by its index, not one join of all searches
          ) as candidate
          where search.allowed
        ), recorded as (
          insert into search_attempts (company_id, client_key, created_at)
          select search.company_id, search.client_key, ${nowIso}::timestamptz
          from judged as search
          where search.allowed and not exists (select 1 from found where found.i = search.i)
        )
        select
          search.i, search.spent, search.allowed,
          extract(epoch from search.until)::float8 * 1000 as "lockedUntilMs",
          found."reservationId", found."reservationNumber", found."resStatus", found."checkinDate",
          found."checkoutDate", found."adultsNumber", found."childrenNumber", found."guestId",
          found."guestName", found."guestLastName", found."masterGuest"
        from judged as search
        left join found on found.i = search.i
        order by search.i, ${candidateOrder('found')}`,
      );
      const outcomes: OneStatementOutcome[] = searches.map(() => ({ kind: 'searched', candidates: [] }));
      for (const row of rows) {
        const outcome = outcomes[row.i];
        if (!row.spent) outcomes[row.i] = { kind: 'reused' };
        // Spent, but the lock held (lockedUntilMs is then past now).
        else if (!row.allowed)
          outcomes[row.i] = { kind: 'locked', until: new Date(row.lockedUntilMs ?? now.getTime()) };
        else if (outcome?.kind === 'searched' && row.reservationId !== null) outcome.candidates.push(row);
      }
      return outcomes;
    },
  };
}
export type SearchStatement = ReturnType<typeof createSearchStatement>;
