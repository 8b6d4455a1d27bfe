import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { guests, paymentCharges, reservations } from '../schema/index.ts';
import { demoChargeExpiration, demoOrderId } from './demo-payment-rows.ts';
import { demoBirthdate, demoStayDates } from './demo-dates.ts';
import { demoCompanyId } from './demo-ids.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { demoGuestRowId } from './demo-rows.ts';
import type { DemoTenant } from './types.ts';

/**
 * Moves every demo reservation (is_demonstration) to today + its offsets, and keeps the demo
 * children at their ages, so the demo journeys work on whatever day the server starts.
 */
export async function refreshDemoDates(
  db: Database,
  { today, tenants = DEMO_TENANTS }: { today: string; tenants?: DemoTenant[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      const companyId = demoCompanyId(tenant.subdomain);
      for (const reservation of tenant.reservations) {
        await tx
          .update(reservations)
          .set({ ...demoStayDates(reservation, today), updatedAt: new Date() })
          .where(
            and(
              eq(reservations.companyId, companyId),
              eq(reservations.reservationNumber, reservation.reservationNumber),
              eq(reservations.isDemonstration, true),
            ),
          );
        if (reservation.order) {
          // A charge still waiting for its guarantee keeps expiring at the end of the (moved) check-in day.
          await tx
            .update(paymentCharges)
            .set({ expiresAt: demoChargeExpiration(tenant, reservation, today), updatedAt: new Date() })
            .where(
              and(
                eq(paymentCharges.companyId, companyId),
                eq(paymentCharges.orderId, demoOrderId(tenant, reservation)),
                inArray(paymentCharges.status, ['created', 'declined']),
              ),
            );
        }
        for (const guest of reservation.guests) {
          if ('fixed' in guest.birthdate) continue;
          await tx
            .update(guests)
            .set({ birthdate: demoBirthdate(guest.birthdate, today) })
            .where(
              and(eq(guests.companyId, companyId), eq(guests.id, demoGuestRowId(tenant, reservation, guest))),
            );
        }
      }
    }
  });
}
