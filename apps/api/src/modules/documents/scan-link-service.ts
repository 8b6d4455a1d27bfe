import type { TDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import { signDocumentScanToken } from '../../auth/document-scan-token.ts';
import type { Clock } from '../../clock.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';

/**
 * POST /api/clients/:id/document-scan-link: a link for a phone to photograph the document of a guest the
 * token may act for, carrying a document-scan token bound to the hotel, the reservation and that guest.
 */
export function createScanLinkService({ clock, key }: { clock: Clock; key: Uint8Array }) {
  return {
    async createScanLink(
      { session, guest }: GuestAccess,
      origin: string,
    ): Promise<TDocumentScanLinkResponse> {
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
