import { preferenceIssues } from '@hospedar/contracts/preferences/preference-issues';
import type {
  TSetPreferencesRequest,
  TSetPreferencesResponse,
} from '@hospedar/contracts/preferences/set-preferences';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { guestNotFound, type GuestAccess } from '../../plugins/guest-access.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { createPreferencesRepository } from './repository.ts';

const STEP_ID = 'preferencia-de-acomodacao';

const notOffered = () =>
  new HttpError(404, 'NOT_FOUND', 'This hotel does not take accommodation preferences.');

/** The hotel's options when its stepsConfig enables the preferences step, else null. */
function offeredOptions(tenant: CompanyRow) {
  const company = toCompanyConfig(tenant);
  const isEnabled = company.stepsConfig.some((step) => step.id === STEP_ID && step.enabled);
  return isEnabled ? (company.parameters.accommodation ?? null) : null;
}

/**
 * Accommodation preferences (PUT /api/appointments/preferences/set): only the main guest sets them, for
 * itself. A companion's token, another guest's id or another hotel's companyId answer 404.
 */
export function createPreferencesService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createPreferencesRepository(db);

  return {
    /** For the guard's guest, itself (isSelfOnly), when it is the main guest and the body names its hotel. */
    async setPreferences(
      { session, tenant, guest }: GuestAccess,
      request: TSetPreferencesRequest,
    ): Promise<TSetPreferencesResponse> {
      if (request.companyId !== tenant.id || !session.masterGuest || !guest.masterGuest)
        throw guestNotFound();
      const options = offeredOptions(tenant);
      if (!options) throw notOffered();
      const issues = preferenceIssues(request.preferences, options);
      if (issues.length > 0) {
        throw new HttpError(400, 'PREFERENCE_NOT_OFFERED', 'A preference is not among the hotel’s options.', {
          fields: issues.map((field) => ({
            field: `body.preferences.${field}`,
            message: 'Not among the hotel’s options.',
          })),
        });
      }
      await repository.savePreferences({
        companyId: tenant.id,
        guestId: guest.id,
        preferences: request.preferences,
        now: clock(),
      });
      return { guestId: guest.id, preferences: request.preferences };
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
