import type { TSearchRequestBody, TSearchResponse } from '@hospedar/contracts/search/search-reservations';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError, tenantNotFound } from '../../http-error.ts';
import type { BotCheckService } from '../bot-check/service.ts';
import { clientKeyOf } from './client-key.ts';
import { isSearchTypeEnabled } from './enabled-search-types.ts';
import { findMatches } from './find-matches.ts';
import { createSearchRepository } from './repository.ts';
import type { SearchLock } from './search-lock.ts';
import { toFoundReservations } from './to-found-reservations.ts';

export type SearchServiceDeps = {
  db: Database;
  botCheck: BotCheckService;
  searchLock: SearchLock;
  /** secrets.hashPepper: client addresses are counted by HMAC, never stored. */
  hashPepper: string;
};

export type SearchInput = { tenant: CompanyRow; body: TSearchRequestBody; clientIp: string };

export function createSearchService({ db, botCheck, searchLock, hashPepper }: SearchServiceDeps) {
  const repository = createSearchRepository(db);

  return {
    /**
     * Every reservation of the hotel the search names, whatever its status or dates (the portal
     * applies the outcome rules). Order: the hotel, the bot check, the search type, the lock; then the
     * search, which is recorded for the lock.
     */
    async search({ tenant, body, clientIp }: SearchInput): Promise<TSearchResponse> {
      // A companyId names the hotel the portal believes it is on: another hotel's is a portal bug or
      // a probe, and is refused like an unknown hotel rather than silently searched on this one.
      if (body.companyId && body.companyId !== tenant.id) throw tenantNotFound();
      await botCheck.assertSolved(body.botCheck);
      if (!isSearchTypeEnabled(tenant, body.type)) {
        const message = `This hotel does not search by ${body.type}.`;
        throw new HttpError(400, 'VALIDATION_FAILED', message, {
          fields: [{ field: 'body.type', message }],
        });
      }
      const client = { companyId: tenant.id, clientKey: clientKeyOf(clientIp, hashPepper) };
      await searchLock.assertNotLocked(client);
      if (body.type === 'facial_recognition') {
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Search by face is not available yet.');
      }
      const found = toFoundReservations(await findMatches(repository, tenant.id, body));
      await searchLock.recordAttempt(client, found.length > 0);
      return found;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
