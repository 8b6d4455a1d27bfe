import { and, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import {
  FNRH_PROOF_RETENTION_YEARS,
  type THeldElsewhere,
  type TKeptItem,
} from '@hospedar/contracts/privacy/guest-rights';
import type { Database } from '../../db/client.ts';
import { paymentCharges, paymentOrders, reservations } from '../../db/schema/index.ts';
import type { ErasedRows } from './erase-rows.ts';

/** The laws an erasure cites for what it keeps (decision 201); names, not translated. */
export const LEGAL_BASIS = {
  fnrh: [
    'LGPD (Lei 13.709/2018) art. 16, I',
    'Lei 11.771/2008 art. 26',
    'Portaria MTur 41/2025 (FNRH Digital)',
  ],
  payment: ['LGPD (Lei 13.709/2018) art. 16, I', 'CTN (Lei 5.172/1966) art. 195, parágrafo único'],
  audit: ['LGPD (Lei 13.709/2018) arts. 6, X and 37'],
} as const;

/** The day `years` after `date` (YYYY-MM-DD). */
export function yearsAfter(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + years, month - 1, day));
  return next.toISOString().slice(0, 10);
}

/**
 * What an erasure kept and why, and who else holds a copy (decision 201): the FNRH Digital attempts (proof
 * that the registration the law requires was made) until FNRH_PROOF_RETENTION_YEARS after the last
 * check-out, the reservation's card charges (the hotel's financial record), and the audit entry itself.
 */
export async function keptAfterErasure(
  tx: Database,
  { reservationIds, erased }: { reservationIds: string[]; erased: ErasedRows },
): Promise<{ kept: TKeptItem[]; heldElsewhere: THeldElsewhere[] }> {
  const kept: TKeptItem[] = [];
  if (erased.fnrhProofRows > 0) {
    const [last] = await tx
      .select({ checkout: max(reservations.checkoutDate) })
      .from(reservations)
      .where(inArray(reservations.id, reservationIds));
    kept.push({
      kind: 'fnrh-registration-proof',
      reason: 'legal-obligation',
      legalBasis: [...LEGAL_BASIS.fnrh],
      count: erased.fnrhProofRows,
      keptUntil: last?.checkout ? yearsAfter(last.checkout, FNRH_PROOF_RETENTION_YEARS) : null,
      fields: [
        'guestId',
        'reservationId',
        'exportId',
        'outcome',
        'httpStatus',
        'attemptedAt',
        'acceptedAnswer',
      ],
    });
  }
  const [charges] = await tx
    .select({ value: count() })
    .from(paymentCharges)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentCharges.orderId))
    .where(and(inArray(paymentOrders.reservationId, reservationIds), isNotNull(paymentCharges.cardLastFour)));
  if ((charges?.value ?? 0) > 0) {
    kept.push({
      kind: 'payment-record',
      reason: 'fiscal-obligation',
      legalBasis: [...LEGAL_BASIS.payment],
      count: charges?.value ?? 0,
      keptUntil: null,
      fields: ['amount', 'status', 'cardBrand', 'cardLastFour', 'authorizationCode', 'authorizedAt'],
    });
  }
  kept.push({
    kind: 'privacy-audit-entry',
    reason: 'accountability',
    legalBasis: [...LEGAL_BASIS.audit],
    count: 1,
    keptUntil: null,
    fields: ['guestIds', 'personId', 'actor', 'createdAt', 'rows', 'files'],
  });
  const heldElsewhere: THeldElsewhere[] = [];
  if (erased.deliveredToHotelAt) {
    heldElsewhere.push({ holder: 'hotel-system', deliveredAt: erased.deliveredToHotelAt.toISOString() });
  }
  if (erased.fnrhRegisteredAt) {
    heldElsewhere.push({ holder: 'fnrh-digital', deliveredAt: erased.fnrhRegisteredAt.toISOString() });
  }
  if ((erased.rows.payment_customers ?? 0) > 0 || erased.cards.length > 0) {
    heldElsewhere.push({ holder: 'payment-processor', deliveredAt: null });
  }
  return { kept, heldElsewhere };
}
