import type { TAddCardRequest, TSavedCard } from '@hospedar/contracts/payment/cards';
import { ZCardBrand } from '@hospedar/contracts/payment/order';
import type { PaymentProcessors } from '../../adapters/payment/payment-processor.ts';
import { PaymentProcessorError } from '../../adapters/payment/payment-processor.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentCardRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { guestNotFound, type GuestAccess } from '../../plugins/guest-access.ts';
import { createCustomerRepository } from './customer-repository.ts';
import { ensureCustomer } from './customers.ts';
import { requireMainGuest } from './main-guest.ts';
import { verifyPaymentAccess } from './payment-access-token.ts';
import { toHttpError } from './processor-errors.ts';

export const cardNotFound = () => new HttpError(404, 'CARD_NOT_FOUND', 'Card not found.');
export const paymentAccessInvalid = () =>
  new HttpError(
    403,
    'PAYMENT_ACCESS_INVALID',
    'The payment access token is missing, expired or not for this call.',
  );

export function toSavedCard(row: PaymentCardRow): TSavedCard {
  return {
    id: row.id,
    brand: ZCardBrand.catch('other').parse(row.brand),
    lastFour: row.lastFour,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  };
}

type Deps = { db: Database; clock: Clock; processors: PaymentProcessors; accessKey: Uint8Array };

/**
 * GET/POST /api/customers/{personId}/card and DELETE .../card/{cardId} (decision 98): the main guest's
 * wallet at this hotel's processor. Only its own personId; anyone else 404 GUEST_NOT_FOUND.
 */
export function createCardService({ db, clock, processors, accessKey }: Deps) {
  const repository = createCustomerRepository(db);

  function ownPerson(access: GuestAccess, personId: string) {
    const allowed = requireMainGuest(access, guestNotFound);
    if (allowed.guest.personId !== personId) throw guestNotFound();
    return allowed;
  }

  return {
    async listCards(access: GuestAccess, personId: string): Promise<TSavedCard[]> {
      const { tenant } = ownPerson(access, personId);
      const processor = processors.forCompany(tenant);
      return (await repository.listCards(tenant.id, personId, processor.name)).map(toSavedCard);
    },

    /** Saves a card the processor tokenized, with a payment access token of this person (charge or wallet). */
    async addCard(
      access: GuestAccess,
      personId: string,
      body: TAddCardRequest,
      accessToken: string | undefined,
    ): Promise<TSavedCard> {
      const { tenant, guest, reservation } = ownPerson(access, personId);
      const claims = await verifyPaymentAccess(accessToken, { key: accessKey, now: clock() });
      const isTheirs =
        claims?.companyId === tenant.id &&
        claims.personId === personId &&
        claims.guestId === guest.id &&
        claims.reservationId === reservation.id;
      if (!isTheirs) throw paymentAccessInvalid();
      try {
        const processor = processors.forCompany(tenant);
        const customerId = await ensureCustomer(repository, processor, { tenant, guest });
        const card = await processor.saveCard(customerId, body.cardToken);
        const row = await repository.insertCard({
          companyId: tenant.id,
          personId,
          processor: processor.name,
          processorCustomerId: customerId,
          processorCardId: card.id,
          brand: card.brand,
          lastFour: card.lastFour,
          expMonth: card.expMonth,
          expYear: card.expYear,
          holderName: card.holderName,
          createdAt: clock(),
        });
        return toSavedCard(row);
      } catch (error) {
        throw toHttpError(error);
      }
    },

    /** Removes the card from the processor's customer, then from the wallet. */
    async deleteCard(access: GuestAccess, personId: string, cardId: string): Promise<void> {
      const { tenant } = ownPerson(access, personId);
      const card = await repository.findCard(tenant.id, personId, cardId);
      if (!card) throw cardNotFound();
      try {
        await processors.forCompany(tenant).deleteCard(card.processorCustomerId, card.processorCardId);
      } catch (error) {
        // Already gone at the processor: the wallet forgets it too.
        if (!(error instanceof PaymentProcessorError && error.kind === 'not_found')) throw toHttpError(error);
      }
      await repository.deleteCard(tenant.id, card.id);
    },
  };
}
export type CardService = ReturnType<typeof createCardService>;
