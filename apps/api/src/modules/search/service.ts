import type { TSearchRequestBody, TSearchResponse } from '@hospedar/contracts/search/search-reservations';
import { isExpired } from '@hospedar/contracts/search/reservation-access';
import { ReservationStatus } from '@hospedar/contracts/constants';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { FaceSearchService } from './face-search-service.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { createTurnBatch } from '../../db/turn-batch.ts';
import { HttpError, tenantNotFound } from '../../http-error.ts';
import type { BotCheckService } from '../bot-check/service.ts';
import { clientKeyOf } from './client-key.ts';
import { isSearchTypeEnabled } from './enabled-search-types.ts';
import { matchRuleOf } from './find-matches.ts';
import { createSearchRepository } from './repository.ts';
import type { SearchLock } from './search-lock.ts';
import { createSearchStatement, type OneStatementOutcome, type SearchToRun } from './search-statement.ts';
import { toFoundReservations } from './to-found-reservations.ts';

export type SearchServiceDeps = {
  db: Database;
  botCheck: BotCheckService;
  searchLock: SearchLock;
  /** secrets.hashPepper: client addresses are counted by HMAC, never stored. */
  hashPepper: string;
  clock: Clock;
  faceSearch: FaceSearchService;
};

/** The statuses the search outcome drops (spec section 4), besides an expired stay. */
const DROPPED_STATUSES: ReadonlySet<number> = new Set([
  ReservationStatus.CANCELLED,
  ReservationStatus.NO_SHOW,
  ReservationStatus.CHECKOUT,
  ReservationStatus.PENDING,
]);

const faceRecognizedNoReservation = () =>
  new HttpError(
    404,
    'FACE_RECOGNIZED_NO_RESERVATION',
    'The face is of a registered guest, but none of their reservations at this hotel is left.',
  );

export type SearchInput = { tenant: CompanyRow; body: TSearchRequestBody; clientIp: string };

export function createSearchService(deps: SearchServiceDeps) {
  const { db, botCheck, searchLock, hashPepper, clock, faceSearch } = deps;
  const repository = createSearchRepository(db);
  const searchStatement = createSearchStatement(db, searchLock.lockEnd);
  // The searches of one turn of the event loop in one statement; a solution sent again waits until the
  // first one's statement has answered, and then finds it spent (decision 314).
  const searchBatch = createTurnBatch<SearchToRun, OneStatementOutcome>({
    keyOf: (search) => search.solution.signature,
    send: (searches) => searchStatement.run(searches, clock()),
  });

  return {
    /**
     * Every reservation of the hotel the search names, whatever its status or dates (the portal
     * applies the outcome rules). Order: the hotel, the bot check, the search type, the lock; then the
     * search, recorded for the lock when it fails. Except by face, the bot check's spending, the lock and
     * the search and its record are one statement, shared with the turn's other searches
     * (search-statement.ts).
     */
    async search({ tenant, body, clientIp }: SearchInput): Promise<TSearchResponse> {
      // A companyId names the hotel the portal believes it is on: another hotel's is a portal bug or
      // a probe, and is refused like an unknown hotel rather than silently searched on this one.
      if (body.companyId && body.companyId !== tenant.id) throw tenantNotFound();
      if (!isSearchTypeEnabled(tenant, body.type)) {
        // The bot check comes first, as for every search: a disabled type spends it too.
        await botCheck.assertSolved(body.botCheck);
        const message = `This hotel does not search by ${body.type}.`;
        throw new HttpError(400, 'VALIDATION_FAILED', message, {
          fields: [{ field: 'body.type', message }],
        });
      }
      const client = { companyId: tenant.id, clientKey: clientKeyOf(clientIp, hashPepper) };
      if (body.type === 'facial_recognition') {
        await botCheck.assertSolved(body.botCheck);
        await searchLock.assertNotLocked(client);
        const personId = await faceSearch.identify(tenant, body.image);
        if (!personId) {
          await searchLock.recordFailure(client);
          return [];
        }
        const today = dateInTimeZone(clock(), companyTimeZone(tenant));
        const kept = (await repository.byPerson(tenant.id, personId)).filter(
          (match) => !DROPPED_STATUSES.has(match.resStatus) && !isExpired(match, today),
        );
        if (kept.length === 0) throw faceRecognizedNoReservation();
        return toFoundReservations(kept);
      }
      // The bot check's spending, the lock, the search and its record in one statement with the other
      // searches of this turn (decisions 294 and 314).
      const solution = await botCheck.solutionToSpend(body.botCheck);
      const rule = matchRuleOf(body);
      const outcome = await searchBatch.add({ solution, client, match: rule.match });
      const now = clock();
      if (outcome.kind === 'reused') throw botCheck.reusedError();
      if (outcome.kind === 'locked') throw searchLock.lockedError(outcome.until, now);
      const kept = outcome.candidates.filter(rule.keeps);
      // The statement recorded a failure when PostgreSQL found no candidate; this one is when no name matched.
      if (kept.length === 0 && outcome.candidates.length > 0) await searchLock.recordFailure(client);
      else await searchLock.pruneNowAndThen(now);
      return toFoundReservations(kept);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
