import type { Database } from '../client.ts';
import { hashPassword } from '../../modules/console/staff-secrets.ts';
import { DEMO_STAFF, demoStaffCompanyId, demoStaffId } from './demo-staff.ts';
import { toZipCodeRow } from '../../modules/geo/zip-repository.ts';
import {
  apiKeys,
  companies,
  fnrhDigitalSettings,
  guestDocuments,
  guests,
  paymentCharges,
  paymentOrders,
  paymentStatusHistory,
  reservations,
  staffMembers,
  terms,
  zipCodes,
} from '../schema/index.ts';
import { demoOrderRows } from './demo-payment-rows.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { DEMO_ZIP_CODES } from './demo-zip-codes.ts';
import {
  companyRow,
  demoApiKeyRow,
  fnrhDigitalSettingsRow,
  guestDocumentRow,
  guestRow,
  reservationRow,
  termsRows,
} from './demo-rows.ts';
import type { DemoTenant } from './types.ts';

export type SeedOptions = {
  /** The day the demo dates are relative to (YYYY-MM-DD). */
  today: string;
  tenants?: DemoTenant[];
  /**
   * Also the hotels' demo integration API keys (decision 188): `npm start` and `npm run db:seed` outside
   * production. Off by default, so tests and a production database never hold a key everyone knows.
   */
  withDemoApiKeys?: boolean;
};

/**
 * Inserts the demo hotels, terms, reservations, guests, payment orders and zip codes. Idempotent: rows that already exist
 * (same subdomain, same reservation number, same terms version) are left as they are.
 */
export async function seedDemoData(
  db: Database,
  { today, tenants = DEMO_TENANTS, withDemoApiKeys = false }: SeedOptions,
): Promise<void> {
  const subdomains = new Set(tenants.map((tenant) => tenant.subdomain));
  const staff = await Promise.all(
    DEMO_STAFF.filter((member) => subdomains.has(member.subdomain)).map(async (member) => ({
      id: demoStaffId(member),
      companyId: demoStaffCompanyId(member),
      email: member.email,
      name: member.name,
      role: member.role,
      language: member.language,
      passwordHash: await hashPassword(member.password),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(zipCodes).values(DEMO_ZIP_CODES.map(toZipCodeRow)).onConflictDoNothing();
    for (const tenant of tenants) {
      await tx
        .insert(companies)
        .values(companyRow(tenant))
        .onConflictDoNothing({ target: companies.subdomain });
      await tx.insert(terms).values(termsRows(tenant)).onConflictDoNothing();
      const fnrhDigital = fnrhDigitalSettingsRow(tenant);
      if (fnrhDigital) await tx.insert(fnrhDigitalSettings).values(fnrhDigital).onConflictDoNothing();
      const apiKey = withDemoApiKeys ? demoApiKeyRow(tenant) : null;
      if (apiKey) await tx.insert(apiKeys).values(apiKey).onConflictDoNothing();
      for (const reservation of tenant.reservations) {
        const inserted = await tx
          .insert(reservations)
          .values(reservationRow(tenant, reservation, today))
          .onConflictDoNothing()
          .returning({ id: reservations.id });
        // Guests are added only with a new reservation, so a second run never duplicates them.
        if (inserted.length === 0) continue;
        await tx
          .insert(guests)
          .values(reservation.guests.map((guest) => guestRow(tenant, reservation, guest, today)));
        await tx
          .insert(guestDocuments)
          .values(reservation.guests.map((guest) => guestDocumentRow(tenant, reservation, guest)));
        const order = demoOrderRows(tenant, reservation, today);
        if (order) {
          await tx.insert(paymentOrders).values(order.order);
          await tx.insert(paymentCharges).values(order.charges);
          await tx.insert(paymentStatusHistory).values(order.history);
        }
      }
    }
    // The console's demo logins (decision 197), after their hotels.
    if (staff.length > 0) await tx.insert(staffMembers).values(staff).onConflictDoNothing();
  });
}
