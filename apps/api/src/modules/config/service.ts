import { toSupportedLanguage, type TLanguage } from '@hospedar/contracts/constants';
import type {
  TGetInitialConfigQuery,
  TGetInitialConfigResponse,
} from '@hospedar/contracts/config/get-initial-config';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { createConfigRepository } from './repository.ts';

export type InitialConfigInput = {
  tenant: CompanyRow;
  query: TGetInitialConfigQuery;
  /** The request's `lang` header, as sent. */
  langHeader: string | undefined;
};

export function createConfigService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createConfigRepository(db);

  return {
    async getInitialConfig({
      tenant,
      query,
      langHeader,
    }: InitialConfigInput): Promise<TGetInitialConfigResponse> {
      const company = toCompanyConfig(tenant);

      const reservation = query.reservationId
        ? await repository.findReservation(tenant.id, query.reservationId)
        : null;
      if (query.reservationId && !reservation) {
        throw new HttpError(404, 'RESERVATION_NOT_FOUND', 'Reservation not found.');
      }
      if (query.guestId && !(await repository.findGuest(tenant.id, query.guestId, query.reservationId))) {
        throw new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');
      }

      const language: TLanguage =
        query.lang ?? toSupportedLanguage(langHeader) ?? company.languages[0] ?? 'pt-BR';
      return {
        company,
        reservation,
        guestId: query.guestId ?? null,
        today: dateInTimeZone(clock(), company.timeZone),
        language,
      };
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
