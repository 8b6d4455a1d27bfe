import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { parseCliArgs } from '../../cli/cli-args.ts';
import type { CliContext } from '../../cli/cli-context.ts';
import { runHotelCli } from '../../cli/run-hotel-cli.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { fnrhDigitalAttempts, guests, privacyAuditLog, reservations } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { NOW, TODAY } from '../guests/guest-test-helpers.ts';
import { createGuestErasureService } from './erasure-service.ts';
import { createGuestExportService } from './export-service.ts';
import { retentionOf, runRetentionOnce } from './retention.ts';
import { recordWithoutGuests } from './scrub-record.ts';

const SOL = demoCompanyId('solnascente');
const MAR = demoCompanyId('marazul');
const clock = fixedClock(NOW.toISOString());
const ACTOR = { kind: 'cli', name: 'test' } as const;

describe('recordWithoutGuests (decision 202)', () => {
  const ids = new Set(['g1']);
  it('drops a guest record of the guest, filters a list and the same-CPF flags naming them', () => {
    expect(recordWithoutGuests({ guest: { id: 'g1' }, sameCpfGuests: [] }, ids)).toBeNull();
    const other = { guest: { id: 'g2' }, sameCpfGuests: [{ guestId: 'g1', name: 'X' }] };
    expect(recordWithoutGuests(other, ids)).toEqual({ guest: { id: 'g2' }, sameCpfGuests: [] });
    const list = {
      guests: [{ id: 'g1' }, { id: 'g2' }],
      sameCpfGuests: { g1: [{ guestId: 'g9' }], g2: [{ guestId: 'g1' }], g3: [{ guestId: 'g8' }] },
    };
    expect(recordWithoutGuests(list, ids)).toEqual({
      guests: [{ id: 'g2' }],
      sameCpfGuests: { g3: [{ guestId: 'g8' }] },
    });
    const untouched = { guests: [{ id: 'g2' }], sameCpfGuests: {} };
    expect(recordWithoutGuests(untouched, ids)).toBe(untouched);
  });
});

describe('LGPD services on the demo data (decisions 200 to 205)', () => {
  let testApp: TestApp;
  let cli: CliContext;
  let out: string[] = [];
  const storage = createLocalStorageDriver({
    root: `/tmp/hospedar-privacy-test-${process.pid}`,
    signingKey: TEST_SECRETS.storageSigningKey,
    clock,
  });
  beforeAll(async () => {
    testApp = await buildTestApp({ clock, storage });
    cli = {
      db: testApp.db,
      clock,
      output: { info: (line) => void out.push(line), error: (line) => void out.push(line) },
      privacy: { storage, portalFilesDir: '/nonexistent' },
      actor: 'operator',
    };
  });
  afterAll(() => testApp.close());

  async function runCli(...argv: string[]) {
    out = [];
    const command = parseCliArgs(argv);
    if (command.kind === 'help') throw new Error('help is not run here');
    return runHotelCli(cli, command, '/tmp');
  }

  it('answers 404 for a guest of another hotel, and writes nothing', async () => {
    const ana = demoGuestId('solnascente', '1001:ana');
    const erasure = createGuestErasureService({ db: testApp.db, clock, storage });
    await expect(erasure.eraseGuest(MAR, ana, ACTOR)).rejects.toMatchObject({
      statusCode: 404,
      code: 'GUEST_NOT_FOUND',
    });
    const exporter = createGuestExportService({
      db: testApp.db,
      clock,
      storage,
      portalFilesDir: '/nonexistent',
    });
    await expect(exporter.exportGuestData(MAR, ana, ACTOR)).rejects.toBeInstanceOf(HttpError);
    await expect(exporter.exportGuestData(SOL, 'not-a-uuid', ACTOR)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await testApp.db.select().from(guests).where(eq(guests.id, ana))).toHaveLength(1);
    expect(await testApp.db.select().from(privacyAuditLog)).toEqual([]);
    expect(await runCli('guest', 'erase', 'marazul', ana)).toBe(1);
    expect(out.join('\n')).toContain('GUEST_NOT_FOUND');
  });

  it('refuses a malformed guest command line', () => {
    expect(() => parseCliArgs(['guest', 'export', 'solnascente', 'x'])).toThrow(/guest export/);
    expect(() => parseCliArgs(['guest', 'forget', 'solnascente', 'x'])).toThrow(/guest <export/);
    expect(parseCliArgs(['guest', 'erase', 'solnascente', 'x', '--actor', 'ana@hotel'])).toEqual({
      kind: 'guest',
      command: { action: 'erase', hotel: 'solnascente', guestId: 'x' },
      actor: 'ana@hotel',
    });
  });

  it('sets the retention from the CLI, audited, and refuses a bad number of days', async () => {
    expect(await runCli('guest', 'retention', 'solnascente')).toBe(0);
    expect(out).toEqual([
      'solnascente: retention is off (guests’ data is kept until erased).'.replace('’', "'"),
    ]);
    expect(await runCli('guest', 'retention', 'solnascente', '0')).toBe(1);
    expect(await runCli('guest', 'retention', 'solnascente', 'soon')).toBe(1);
    expect(await runCli('guest', 'retention', 'solnascente', '1')).toBe(0);
    expect(await retentionOf(testApp.db, SOL)).toEqual({ retentionDays: 1 });
    const audit = await testApp.db
      .select()
      .from(privacyAuditLog)
      .where(eq(privacyAuditLog.action, 'retention-setting'));
    expect(audit).toMatchObject([{ actor: 'operator', details: { from: null, to: 1 } }]);
  });

  it('erases, once, the guests of stays that checked out more than the retention ago, only at that hotel', async () => {
    // A stay of Mar Azul (no retention set) that ended long ago.
    await testApp.db
      .update(reservations)
      .set({ checkinDate: '2025-12-01', checkoutDate: '2025-12-03' })
      .where(eq(reservations.id, demoReservationId('marazul', '2001')));
    const due = await testApp.db
      .select({ id: guests.id, companyId: guests.companyId })
      .from(guests)
      .innerJoin(reservations, eq(reservations.id, guests.reservationId))
      .where(sql`${reservations.checkoutDate} + 1 < ${TODAY}::date`);
    const dueAtSol = due.filter((row) => row.companyId === SOL).map((row) => row.id);
    expect(dueAtSol.length).toBeGreaterThan(0);
    expect(due.some((row) => row.companyId === MAR)).toBe(true);
    const [{ total } = { total: 0 }] = await testApp.db
      .select({ total: sql<number>`count(*)::int` })
      .from(guests)
      .where(eq(guests.companyId, SOL));

    // Two processes at once, one row a batch: each row is taken by one of them.
    const results = await Promise.all([
      runRetentionOnce({ db: testApp.db, clock, storage, batchSize: 1 }),
      runRetentionOnce({ db: testApp.db, clock, storage, batchSize: 1 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.erasedGuests, 0)).toBe(dueAtSol.length);
    expect(await testApp.db.select().from(guests).where(inArray(guests.id, dueAtSol))).toEqual([]);
    const [{ left } = { left: 0 }] = await testApp.db
      .select({ left: sql<number>`count(*)::int` })
      .from(guests)
      .where(eq(guests.companyId, SOL));
    expect(left).toBe(total - dueAtSol.length);
    // Mar Azul has no retention set: its ended stays are kept.
    const marDue = due.filter((row) => row.companyId === MAR).map((row) => row.id);
    expect(await testApp.db.select().from(guests).where(inArray(guests.id, marDue))).toHaveLength(
      marDue.length,
    );
    const audits = await testApp.db
      .select()
      .from(privacyAuditLog)
      .where(and(eq(privacyAuditLog.action, 'retention-erase'), eq(privacyAuditLog.companyId, SOL)));
    expect(audits.map((audit) => audit.guestIds[0]).sort()).toEqual([...dueAtSol].sort());
    expect(audits.every((audit) => audit.actorKind === 'system' && audit.actor === 'retention')).toBe(true);
    // A second run finds nothing.
    expect(await runRetentionOnce({ db: testApp.db, clock, storage })).toMatchObject({ erasedGuests: 0 });
  });

  it('deletes an erased guest’s FNRH proof 5 years after the check-out, not before (decision 201)', async () => {
    const old = demoReservationId('marazul', '2001');
    const recent = demoReservationId('solnascente', '1001');
    await testApp.db
      .update(reservations)
      .set({ checkinDate: '2020-01-01', checkoutDate: '2021-03-09' })
      .where(eq(reservations.id, old));
    const proof = (reservationId: string, companyId: string, guestId: string) => ({
      companyId,
      exportId: randomUUID(),
      reservationId,
      guestId,
      outcome: 'accepted' as const,
      httpStatus: 200,
      answer: { id: 1 },
      reason: null,
      attemptedAt: NOW,
    });
    const erasedGuest = randomUUID();
    const living = demoGuestId('solnascente', '1001:ana');
    await testApp.db
      .insert(fnrhDigitalAttempts)
      .values([proof(old, MAR, erasedGuest), proof(recent, SOL, randomUUID()), proof(recent, SOL, living)]);
    expect(await runRetentionOnce({ db: testApp.db, clock, storage })).toMatchObject({ proofsDeleted: 1 });
    const left = await testApp.db.select().from(fnrhDigitalAttempts);
    expect(left.map((row) => row.guestId)).not.toContain(erasedGuest);
    expect(left).toHaveLength(2);
  });
});
