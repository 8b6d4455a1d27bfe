import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/index.ts';
import { BRUNO, call, guest } from '../guests/guest-test-helpers.ts';
import { buildStorageTestApp, storedFiles, uploadImage } from './storage-test-kit.ts';
import { createStorageSweeper, STORAGE_SWEEP_GRACE_MS } from './storage-sweep.ts';

const silent = { info: () => undefined, error: () => undefined };

describe('the storage sweep', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  beforeAll(async () => {
    kit = await buildStorageTestApp();
  });
  afterAll(() => kit.close());

  /** A sweeper whose clock is the real one moved by `hours` (files carry the disk's real times). */
  const sweeperIn = (hours: number) =>
    createStorageSweeper({
      db: kit.testApp.db,
      storage: kit.storage,
      clock: () => new Date(Date.now() + hours * 60 * 60 * 1000),
      logger: silent,
    });

  it('removes replaced and abandoned uploads after the grace period, never a referenced file', async () => {
    const bruno = guest('1001:bruno');
    const upload = (purpose: 'documents' | 'photo' = 'documents') =>
      uploadImage(kit.testApp, BRUNO, bruno, purpose === 'photo' ? { purpose } : {});
    const [replacedFront, back, abandoned, newFront, photo, signature] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload('photo'),
      await upload(),
    ];
    const save = (body: Record<string, unknown>) => call(kit.testApp, 'PUT', bruno, BRUNO, { body });
    const document = { isMain: true, documentTypeId: 3, documentNumber: '12.345.678-9' };
    expect(
      (await save({ documents: [{ ...document, frontImageKey: replacedFront, backImageKey: back }] })).status,
    ).toBe(200);
    expect(
      (await save({ documents: [{ ...document, frontImageKey: newFront }], photoId: photo })).status,
    ).toBe(200);
    // Signatures are kept in the database today; a signature file named by the guest is kept all the same.
    await kit.testApp.db.update(guests).set({ signatureKey: signature }).where(eq(guests.id, bruno));
    const stored = async () => (await storedFiles(kit.root)).filter((file) => !file.endsWith('.meta.json'));
    expect(await stored()).toHaveLength(6);

    // An upload in progress (a guest still on the form) is younger than the grace period: kept.
    expect(await sweeperIn(0).sweepOnce()).toEqual({ checked: 0, deleted: 0, facesPastRetention: 0 });
    expect(await sweeperIn(STORAGE_SWEEP_GRACE_MS / 3_600_000 - 1).sweepOnce()).toEqual({
      checked: 0,
      deleted: 0,
      facesPastRetention: 0,
    });

    const result = await sweeperIn(25).sweepOnce();
    expect(result).toEqual({ checked: 6, deleted: 2, facesPastRetention: 0 });
    const left = await stored();
    expect(left.sort()).toEqual([back, newFront, photo, signature].sort());
    expect(left).not.toContain(replacedFront);
    expect(left).not.toContain(abandoned);
    expect((await storedFiles(kit.root)).filter((file) => file.endsWith('.meta.json'))).toHaveLength(4);

    // The saved guest still reads its images; a second sweep finds nothing more to remove.
    const { body } = await call(kit.testApp, 'GET', bruno, BRUNO);
    expect(body.guest.documents[0]).toMatchObject({ frontImageKey: newFront, backImageKey: back });
    expect(await kit.storage.head(newFront)).not.toBeNull();
    expect(await sweeperIn(25).sweepOnce()).toEqual({ checked: 4, deleted: 0, facesPastRetention: 0 });
  });
});
