import type { TDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import { signDocumentScanToken } from '../../auth/document-scan-token.ts';
import type { GuestClaims } from '../../auth/guest-token.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { guestNotFound, mayActFor } from '../guests/guest-access.ts';
import { createGuestRepository } from '../guests/repository.ts';

/**
 * POST /api/clients/:id/document-scan-link: a link for a phone to photograph the document of a guest the
 * token may act for, carrying a document-scan token bound to the hotel, the reservation and that guest.
 */
export function createScanLinkService({ db, clock, key }: { db: Database; clock: Clock; key: Uint8Array }) {
  const guests = createGuestRepository(db);

  return {
    async createScanLink(
      session: GuestClaims,
      guestId: string,
      origin: string,
    ): Promise<TDocumentScanLinkResponse> {
      const guest = await guests.findGuest(session.companyId, guestId);
      if (!guest || !mayActFor(session, guest)) throw guestNotFound();
      const { token, expiresAt } = await signDocumentScanToken(
        {
          guestId: guest.id,
          reservationId: guest.reservationId,
          companyId: session.companyId,
          isChild: guest.isChild,
        },
        { key, now: clock() },
      );
      const url = `${origin}/document-scan/${guest.reservationId}/${guest.id}?t=${encodeURIComponent(token)}`;
      return { url, token, expiresAt: expiresAt.toISOString() };
    },
  };
}
export type ScanLinkService = ReturnType<typeof createScanLinkService>;
