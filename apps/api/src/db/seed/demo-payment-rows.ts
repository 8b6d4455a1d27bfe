import { createHash } from 'node:crypto';
import { addDays } from '../../clock.ts';
import type { NewPaymentChargeRow, NewPaymentStatusHistoryRow } from '../schema/index.ts';
import { demoCompanyId, demoId, demoReservationId } from './demo-ids.ts';
import { demoStayDates } from './demo-dates.ts';
import type { DemoReservation, DemoTenant } from './types.ts';

/** The instant a calendar day (YYYY-MM-DD) begins in an IANA time zone. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return utcMidnight;
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/** A demo charge expires when its check-in day ends, at the hotel. */
export function demoChargeExpiration(tenant: DemoTenant, reservation: DemoReservation, today: string): Date {
  const { checkinDate } = demoStayDates(reservation, today);
  return startOfDayIn(addDays(checkinDate, 1), tenant.timeZone);
}

export const demoOrderId = (tenant: DemoTenant, reservation: DemoReservation) =>
  demoId(`order:${tenant.subdomain}:${reservation.reservationNumber}`);

/** The demo order's row and its charges' rows, with stable ids (the charge token is derived, unguessable without the seed). */
export function demoOrderRows(tenant: DemoTenant, reservation: DemoReservation, today: string) {
  const order = reservation.order;
  if (!order) return null;
  const companyId = demoCompanyId(tenant.subdomain);
  const orderId = demoOrderId(tenant, reservation);
  const expiresAt = demoChargeExpiration(tenant, reservation, today);
  const charges: NewPaymentChargeRow[] = order.charges.map((charge) => {
    const id = demoId(`charge:${tenant.subdomain}:${reservation.reservationNumber}:${charge.key}`);
    return {
      id,
      companyId,
      orderId,
      amountCents: charge.items.reduce((sum, item) => sum + item.amount, 0),
      currency: 'BRL',
      items: charge.items,
      metadata: { reservationNumber: reservation.reservationNumber },
      status: 'created',
      token: createHash('sha256').update(`hospedar-demo-charge-token:${id}`).digest('base64url').slice(0, 32),
      expiresAt,
    };
  });
  const history: NewPaymentStatusHistoryRow[] = [
    { companyId, orderId, chargeId: null, fromStatus: null, toStatus: 'open', reason: 'seed' },
    ...charges.map((charge) => ({
      companyId,
      orderId,
      chargeId: charge.id ?? null,
      fromStatus: null,
      toStatus: 'created',
      reason: 'seed',
    })),
  ];
  return {
    history,
    order: {
      id: orderId,
      companyId,
      reservationId: demoReservationId(tenant.subdomain, reservation.reservationNumber),
    },
    charges,
  };
}
