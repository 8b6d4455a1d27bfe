import type { TAccessTokenResponse, TProcessorSettings } from '@hospedar/contracts/payment/access-token';
import type { TOrder } from '@hospedar/contracts/payment/order';
import { paymentSettingsOf, tokenizationUrl } from '@hospedar/contracts/payment/processor-settings';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { isGuaranteeRequired } from './guarantee.ts';
import { orderNotFound, requireMainGuest } from './main-guest.ts';
import { createOrderRepository } from './order-repository.ts';
import { signPaymentAccess } from './payment-access-token.ts';
import { toOrder } from './to-order.ts';

/** The hotel's processor, as the card frame needs it: driver, public key, tokenization URL. */
export function processorSettingsOf(tenant: Pick<CompanyRow, 'rules'>): TProcessorSettings {
  const settings = paymentSettingsOf(tenant.rules as Parameters<typeof paymentSettingsOf>[0]);
  return {
    driver: settings.processor,
    publicKey: settings.publicKey,
    tokenizationUrl: tokenizationUrl(settings),
  };
}

/** GET /api/payment/order/... and the payment access tokens, for the reservation's main guest only. */
export function createOrderService({ db, clock, key }: { db: Database; clock: Clock; key: Uint8Array }) {
  const orders = createOrderRepository(db);

  return {
    async getOrder(
      access: GuestAccess,
      params: { companyId: string; reservationNumber: string },
    ): Promise<TOrder> {
      const { tenant, reservation } = requireMainGuest(access);
      if (params.companyId !== tenant.id || params.reservationNumber !== reservation.reservationNumber) {
        throw orderNotFound();
      }
      const found = await orders.findByReservation(tenant.id, reservation.id);
      if (!found) throw orderNotFound();
      return toOrder(found, isGuaranteeRequired(tenant), clock());
    },

    /** A token for one charge of the main guest's own order, named by the charge's token. */
    async chargeAccessToken(
      access: GuestAccess,
      params: { companyId: string; chargeToken: string },
    ): Promise<TAccessTokenResponse> {
      const { tenant, reservation, guest } = requireMainGuest(access);
      if (params.companyId !== tenant.id) throw orderNotFound();
      const found = await orders.findChargeByToken(tenant.id, params.chargeToken);
      if (!found || found.order.reservationId !== reservation.id) throw orderNotFound();
      const now = clock();
      const claims = {
        companyId: tenant.id,
        reservationId: reservation.id,
        guestId: guest.id,
        personId: guest.personId,
        chargeId: found.charge.id,
      };
      const { token, expiresAt } = await signPaymentAccess(claims, { key, now });
      return {
        accessToken: token,
        expiresAt: expiresAt.toISOString(),
        scope: 'charge',
        personId: guest.personId,
        chargeId: found.charge.id,
        amount: found.charge.amountCents,
        currency: 'BRL',
        processor: processorSettingsOf(tenant),
      };
    },

    /** A token for the main guest's wallet only (saving a card without paying). */
    async walletAccessToken(access: GuestAccess): Promise<TAccessTokenResponse> {
      const { tenant, reservation, guest } = requireMainGuest(access);
      const claims = {
        companyId: tenant.id,
        reservationId: reservation.id,
        guestId: guest.id,
        personId: guest.personId,
        chargeId: null,
      };
      const { token, expiresAt } = await signPaymentAccess(claims, { key, now: clock() });
      return {
        accessToken: token,
        expiresAt: expiresAt.toISOString(),
        scope: 'wallet',
        personId: guest.personId,
        chargeId: null,
        amount: null,
        currency: null,
        processor: processorSettingsOf(tenant),
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
