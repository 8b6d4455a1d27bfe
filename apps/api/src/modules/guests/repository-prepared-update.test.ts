import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { guests, type NewGuestRow } from '../../db/schema/index.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { guest, NOW } from './guest-test-helpers.ts';
import { createGuestRepository, PREPARED_GUEST_UPDATES_CAP } from './repository.ts';

const COMPANY = demoCompanyId('solnascente');
const ANA = guest('1001:ana');

/** Nullable text columns a set of columns is drawn from: 2^6 = 64 sets, past the cap. */
const TEXT_COLUMNS = [
  'socialName',
  'jobName',
  'addressComplement',
  'neighborhood',
  'arrivingFromCity',
  'nextDestinationCity',
] as const satisfies readonly (keyof NewGuestRow)[];

describe('updateGuestReturning: the guest update built once for each set of columns (decision 304)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  it('writes dates and JSON through the columns’ encoders, as the update built in a transaction does', async () => {
    const repository = createGuestRepository(testApp.db);
    const columns: Partial<NewGuestRow> = {
      socialName: 'Ana',
      notifiedAt: new Date('2026-03-09T12:00:00Z'),
      additionalData: { purpose: 'leisure', nested: [1, 'two'] },
      optins: [],
      mobileNumber: null,
      email: undefined,
      updatedAt: NOW,
    };
    // Null on a timestamp (its encoder would throw) and on a jsonb column (its encoder would store JSON's
    // null instead of NULL): both are NULL, as the built update writes them.
    const cleared = await repository.updateGuestReturning(COMPANY, ANA, {
      formStartedAt: null,
      accommodationPreferences: null,
    });
    expect(cleared).toMatchObject({ formStartedAt: null, accommodationPreferences: null });
    const [stored] = await testApp.db
      .select({ isSqlNull: sql<boolean>`${guests.accommodationPreferences} is null` })
      .from(guests)
      .where(eq(guests.id, ANA));
    expect(stored?.isSqlNull).toBe(true);
    const prepared = await repository.updateGuestReturning(COMPANY, ANA, columns);
    const built = await testApp.db.transaction((tx) =>
      repository.updateGuestReturning(COMPANY, ANA, columns, tx),
    );
    expect(prepared).toMatchObject({
      socialName: 'Ana',
      notifiedAt: new Date('2026-03-09T12:00:00Z'),
      additionalData: { purpose: 'leisure', nested: [1, 'two'] },
      optins: [],
      mobileNumber: null,
      updatedAt: NOW,
    });
    expect(built).toEqual(prepared);
  });

  it('answers null for a guest of another hotel and writes nothing there', async () => {
    const repository = createGuestRepository(testApp.db);
    const otherHotel = demoCompanyId('marazul');
    expect(await repository.updateGuestReturning(otherHotel, ANA, { socialName: 'Nope' })).toBeNull();
    expect((await repository.findGuest(COMPANY, ANA))?.socialName).not.toBe('Nope');
  });

  it('keeps writing each set of columns past the cap of built updates', async () => {
    const repository = createGuestRepository(testApp.db);
    const sets = 2 ** TEXT_COLUMNS.length - 1;
    expect(sets).toBeGreaterThan(PREPARED_GUEST_UPDATES_CAP);
    for (let mask = 1; mask <= sets; mask += 1) {
      const columns = Object.fromEntries(
        TEXT_COLUMNS.filter((_, bit) => mask & (1 << bit)).map((column) => [column, `${column} ${mask}`]),
      );
      const row = await repository.updateGuestReturning(COMPANY, ANA, columns);
      expect(row).toMatchObject(columns);
    }
    // The same set in another order is the same statement: the values still go to their own columns.
    const row = await repository.updateGuestReturning(COMPANY, ANA, { jobName: 'b', socialName: 'a' });
    expect(row).toMatchObject({ socialName: 'a', jobName: 'b' });
  });

  it('builds each set once, up to the cap; a set past it, and any update in a transaction, on each call', async () => {
    const repository = createGuestRepository(testApp.db);
    const builds = vi.spyOn(testApp.db, 'update');
    try {
      const columnsOf = (mask: number) =>
        Object.fromEntries(
          TEXT_COLUMNS.filter((_, bit) => mask & (1 << bit)).map((column) => [column, `${column} ${mask}`]),
        );
      // The same set three times, in two orders: one statement built.
      await repository.updateGuestReturning(COMPANY, ANA, { socialName: 'a', jobName: 'b' });
      await repository.updateGuestReturning(COMPANY, ANA, { jobName: 'c', socialName: 'd' });
      await repository.updateGuestReturning(COMPANY, ANA, { socialName: 'e', jobName: 'f' });
      expect(builds).toHaveBeenCalledTimes(1);
      // The same columns with one of them null is another statement (NULL is in its text).
      await repository.updateGuestReturning(COMPANY, ANA, { socialName: 'g', jobName: null });
      expect(builds).toHaveBeenCalledTimes(2);
      // Up to the cap, each new set is built once and then reused.
      for (let mask = 1; builds.mock.calls.length < PREPARED_GUEST_UPDATES_CAP; mask += 1) {
        await repository.updateGuestReturning(COMPANY, ANA, columnsOf(mask));
      }
      const atCap = builds.mock.calls.length;
      expect(atCap).toBe(PREPARED_GUEST_UPDATES_CAP);
      for (let mask = 1; mask <= 8; mask += 1)
        await repository.updateGuestReturning(COMPANY, ANA, columnsOf(mask));
      expect(builds).toHaveBeenCalledTimes(atCap);
      // Past the cap a new set is built on each call, and still written.
      const pastCap = columnsOf(2 ** TEXT_COLUMNS.length - 1);
      expect(await repository.updateGuestReturning(COMPANY, ANA, pastCap)).toMatchObject(pastCap);
      expect(await repository.updateGuestReturning(COMPANY, ANA, pastCap)).toMatchObject(pastCap);
      expect(builds).toHaveBeenCalledTimes(atCap + 2);
      // In a transaction the update is built on the transaction, never from the kept ones.
      await testApp.db.transaction(async (tx) => {
        const inTransaction = vi.spyOn(tx, 'update');
        await repository.updateGuestReturning(COMPANY, ANA, { socialName: 'h', jobName: 'i' }, tx);
        await repository.updateGuestReturning(COMPANY, ANA, { socialName: 'j', jobName: 'k' }, tx);
        expect(inTransaction).toHaveBeenCalledTimes(2);
      });
      expect(builds).toHaveBeenCalledTimes(atCap + 2);
    } finally {
      builds.mockRestore();
    }
  });
});
