import type { TCharge, TOrder } from '@hospedar/contracts/payment/order';

/** What the warranty step shows for an order: a charge to guarantee, or how it was guaranteed. */
export type TWarrantyState =
  | { kind: 'payable'; charge: TCharge }
  | { kind: 'waiting'; charge: TCharge }
  | { kind: 'authorized'; charge: TCharge }
  | { kind: 'payAtHotel'; charge: TCharge }
  | { kind: 'nothing' };

/**
 * The charge the guest acts on (spec section 4: "the order closed flag and charge status are kept"):
 * the first one still waiting for a guarantee (created or declined), else one with the processor
 * (pending, challenge), else the guarantee given (authorized, then pay at the hotel).
 */
export function warrantyState(order: TOrder): TWarrantyState {
  const charges = order.chargesAtCheckin;
  const find = (...statuses: TCharge['status'][]) =>
    charges.find((charge) => statuses.includes(charge.status));
  const payable = order.closed ? undefined : find('created', 'declined');
  if (payable) return { kind: 'payable', charge: payable };
  const waiting = find('pending', 'challenge');
  if (waiting) return { kind: 'waiting', charge: waiting };
  const authorized = find('authorized');
  if (authorized) return { kind: 'authorized', charge: authorized };
  const atHotel = find('pay_at_hotel');
  if (atHotel) return { kind: 'payAtHotel', charge: atHotel };
  return { kind: 'nothing' };
}

/**
 * An amount in cents as the guest's language writes money, with the currency's own sign: R$ 1.290,00,
 * R$1,290.00, 1290,00 R$. 'narrowSymbol', because es-ES writes the ISO code ("1290,00 BRL") for a
 * currency that is not its own.
 */
export function formatAmount(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}
