import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, guestDocuments, guests, reservations } from '../../db/schema/index.ts';
import { addDays } from '../../clock.ts';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { generateLoadData } from './generate-load-data.ts';
import { loadSearchTypes } from './load-hotels.ts';

const TODAY = '2026-03-10';

describe('generateLoadData (the load test database, in SQL)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await generateLoadData(testDb.db, {
      hotels: 4,
      reservationsPerHotel: 50,
      today: TODAY,
      hotelsPerBatch: 3,
    });
  }, 120_000);
  afterAll(() => testDb.cleanup());

  it('makes the hotels with their search types, each with 50 reservations around today', async () => {
    const hotels = await testDb.db
      .select({ subdomain: companies.subdomain, parameters: companies.parameters })
      .from(companies)
      .where(like(companies.subdomain, 'load-%'))
      .orderBy(companies.subdomain);
    expect(hotels.map((hotel) => hotel.subdomain)).toEqual([
      'load-0001',
      'load-0002',
      'load-0003',
      'load-0004',
    ]);
    expect(hotels.map((hotel) => (hotel.parameters as { searchTypes: string[] }).searchTypes)).toEqual(
      [1, 2, 3, 4].map(loadSearchTypes),
    );
    const [stays] = await testDb.db
      .select({
        count: sql<number>`count(*)::int`,
        first: sql<string>`min(${reservations.checkinDate})::text`,
        last: sql<string>`max(${reservations.checkinDate})::text`,
      })
      .from(reservations);
    // Stays start (37 n + hotel) mod 100 − 20 days from today (generate-load-data.ts).
    const offsets = [1, 2, 3, 4].flatMap((hotel) =>
      Array.from({ length: 50 }, (_, index) => ((37 * (index + 1) + hotel) % 100) - 20),
    );
    expect(stays).toEqual({
      count: 200,
      first: addDays(TODAY, Math.min(...offsets)),
      last: addDays(TODAY, Math.max(...offsets)),
    });
  });

  it('gives each reservation one guest per adult, the main one with an e-mail and a mobile, each a valid CPF', async () => {
    const rows = await testDb.db
      .select({
        adults: reservations.adultsNumber,
        masterGuest: guests.masterGuest,
        email: guests.email,
        mobile: guests.mobileNumber,
        cpf: guestDocuments.documentNumber,
      })
      .from(reservations)
      .innerJoin(guests, eq(guests.reservationId, reservations.id))
      .innerJoin(guestDocuments, eq(guestDocuments.guestId, guests.id));
    const adults = (await testDb.db.select({ adults: reservations.adultsNumber }).from(reservations)).reduce(
      (sum, row) => sum + row.adults,
      0,
    );
    expect(rows).toHaveLength(adults);
    expect(rows.filter((row) => row.masterGuest)).toHaveLength(200);
    for (const row of rows) {
      expect(row.cpf).toBe(cpfWithCheckDigits(row.cpf.slice(0, 9)));
      if (row.masterGuest) {
        expect(row.email).toMatch(/^hospede\.\d+\.\d{6}@carga\.example\.com$/);
        expect(row.mobile).toMatch(/^9\d{8}$/);
      } else {
        expect(row.email).toBeNull();
      }
    }
  });

  it('refuses a database that already has load hotels', async () => {
    await expect(
      generateLoadData(testDb.db, { hotels: 1, reservationsPerHotel: 1, today: TODAY }),
    ).rejects.toThrow('already has load hotels');
  });
});
