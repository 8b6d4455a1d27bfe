import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationStatus } from '@hospedar/contracts/constants';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { companies, guestDocuments, guests, reservations, terms } from '../schema/index.ts';
import { cpfWithCheckDigits } from './cpf.ts';
import { demoGuestId } from './demo-ids.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { refreshDemoDates } from './refresh-demo-dates.ts';
import { seedDemoData } from './seed-demo-data.ts';

async function countRows(testDb: TestDb) {
  const tables = { companies, reservations, guests, guestDocuments, terms };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await testDb.db.select({ rows: count() }).from(table);
    counts[name] = row?.rows ?? 0;
  }
  return counts;
}

async function datesOf(testDb: TestDb, reservationNumber: string) {
  const [row] = await testDb.db
    .select({ checkin: reservations.checkinDate, checkout: reservations.checkoutDate })
    .from(reservations)
    .where(eq(reservations.reservationNumber, reservationNumber));
  return row;
}

describe('demo seed', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.cleanup());

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemoData(testDb.db, { today: '2026-03-10' });
    const first = await countRows(testDb);
    expect(first.companies).toBe(3);
    expect(first.terms).toBe(18);
    expect(first.reservations).toBe(DEMO_TENANTS.flatMap((t) => t.reservations).length);
    await seedDemoData(testDb.db, { today: '2030-01-01' });
    expect(await countRows(testDb)).toEqual(first);
    expect(await datesOf(testDb, '1001')).toEqual({ checkin: '2026-03-13', checkout: '2026-03-16' });
  });

  it('has one default tenant and one reservation per status in solnascente', async () => {
    const defaults = await testDb.db.select().from(companies).where(eq(companies.isDefault, true));
    expect(defaults.map((c) => c.subdomain)).toEqual(['solnascente']);
    const solnascente = DEMO_TENANTS.find((t) => t.subdomain === 'solnascente');
    const statuses = new Set(solnascente?.reservations.map((r) => r.status));
    expect([...statuses].sort()).toEqual(Object.values(ReservationStatus).sort());
  });

  it('gives every Brazilian guest a valid CPF', () => {
    for (const guest of DEMO_TENANTS.flatMap((t) => t.reservations.flatMap((r) => r.guests))) {
      if (guest.document.typeId !== 1) continue;
      expect(cpfWithCheckDigits(guest.document.number.slice(0, 9))).toBe(guest.document.number);
    }
  });

  it('refreshDemoDates moves every demo stay by the same offsets, and keeps children at their ages', async () => {
    await refreshDemoDates(testDb.db, { today: '2027-07-20' });
    expect(await datesOf(testDb, '1001')).toEqual({ checkin: '2027-07-23', checkout: '2027-07-26' });
    expect(await datesOf(testDb, '1008')).toEqual({ checkin: '2027-07-14', checkout: '2027-07-18' });
    const [pedro] = await testDb.db
      .select({ birthdate: guests.birthdate })
      .from(guests)
      .where(eq(guests.id, demoGuestId('solnascente', '1020:pedro')));
    expect(pedro?.birthdate).toBe('2019-03-22'); // 8 years and 120 days before 2027-07-20

    await refreshDemoDates(testDb.db, { today: '2027-12-31' });
    expect(await datesOf(testDb, '1001')).toEqual({ checkin: '2028-01-03', checkout: '2028-01-06' });
  });

  it('leaves reservations that are not demonstrations alone', async () => {
    await testDb.db
      .update(reservations)
      .set({ isDemonstration: false })
      .where(eq(reservations.reservationNumber, '2001'));
    const before = await datesOf(testDb, '2001');
    await refreshDemoDates(testDb.db, { today: '2028-05-01' });
    expect(await datesOf(testDb, '2001')).toEqual(before);
  });
});
