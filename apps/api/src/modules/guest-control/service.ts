import type {
  TExternalAccessClaims,
  TExternalAccessResponse,
  TGuestControlService,
} from '@hospedar/contracts/guest-control/external-access';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { signExternalAccess } from '../../auth/external-access-token.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { createGuestControlRepository } from './repository.ts';
import { targetUrl } from './target-url.ts';

const notOffered = () => new HttpError(404, 'NOT_FOUND', 'This hotel does not offer this service online.');

export type ExternalAccessInput = {
  tenant: CompanyRow;
  companyId: string;
  service: TGuestControlService;
  /** The verified guest, when the request carried a valid token and did not ask to be anonymous. */
  session: GuestClaims | null;
  reservationNumber: string | null;
  portalOrigin: string;
};

/** Where the hotel's online services or check-out open, when it enables the service. */
function configuredUrl(tenant: CompanyRow, service: TGuestControlService): string | null {
  const { rules } = toCompanyConfig(tenant);
  const urls = rules.guestControl;
  if (!urls) return null;
  if (service === 'checkout') return rules.checkoutEnabled ? urls.checkoutUrl : null;
  return rules.onlineServicesEnabled ? urls.onlineServicesUrl : null;
}

/**
 * External access to the hotel's guest-control system (spec section 7): a signed, 30-minute access on
 * the hotel's configured page. With a verified guest it names that guest; otherwise it is anonymous.
 */
export function createGuestControlService({
  db,
  clock,
  rootKey,
}: {
  db: Database;
  clock: Clock;
  rootKey: Buffer;
}) {
  const repository = createGuestControlRepository(db);

  async function claimsFor(input: ExternalAccessInput): Promise<TExternalAccessClaims> {
    const anonymous: TExternalAccessClaims = {
      companyId: input.tenant.id,
      service: input.service,
      isAnnonymous: true,
      reservationId: null,
      reservationNumber: input.reservationNumber,
      personId: null,
      identifier: null,
      name: null,
      lastName: null,
      roomName: null,
      isWalkIn: false,
    };
    if (!input.session) return anonymous;
    const stay = await repository.findGuestStay(
      input.tenant.id,
      input.session.guestId,
      input.session.reservationId,
    );
    if (!stay) return anonymous;
    return {
      ...anonymous,
      isAnnonymous: false,
      reservationId: stay.reservationId,
      reservationNumber: stay.reservationNumber,
      personId: stay.personId,
      identifier: stay.guestId,
      name: stay.name,
      lastName: stay.lastName,
      roomName: stay.roomName,
    };
  }

  return {
    async createAccess(input: ExternalAccessInput): Promise<TExternalAccessResponse> {
      if (input.companyId !== input.tenant.id) throw notOffered();
      const configured = configuredUrl(input.tenant, input.service);
      if (!configured) throw notOffered();
      const claims = await claimsFor(input);
      const { token, expiresAt } = await signExternalAccess(claims, { rootKey, now: clock() });
      const redirectURL = targetUrl(configured, input.portalOrigin, token);
      if (!redirectURL) throw notOffered();
      return { redirectURL, expiresAt: expiresAt.toISOString() };
    },
  };
}
export type GuestControlService = ReturnType<typeof createGuestControlService>;
