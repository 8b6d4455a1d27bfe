import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TFaceQualityReport } from '@hospedar/contracts/biometrics/index-biometrics';
import { openBiometricConsent } from '../../db/biometric-consent.ts';
import type { FaceModel } from '../../adapters/face/face-model.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { biometricConsents, faceSearchUploads, faceTemplates, guests } from '../../db/schema/index.ts';
import { descriptorBytes, descriptorOfBytes } from './face-match.ts';

/** What the biometrics services are built from. */
export type FaceServiceDeps = { db: Database; clock: Clock; storage: StorageDriver; faceModel: FaceModel };

type PersonOfHotel = { companyId: string; personId: string };

/** Every query names the hotel: consents, faces and search images are never read across hotels. */
export function createBiometricsRepository(db: Database) {
  return {
    openConsent: (person: PersonOfHotel) => openBiometricConsent(db, person),

    /** Records a consent unless one is open (a concurrent one keeps the first: the unique index). */
    async recordConsent(
      input: PersonOfHotel & { guestId: string; textVersion: string; language: string; at: Date },
    ) {
      await db
        .insert(biometricConsents)
        .values({
          companyId: input.companyId,
          personId: input.personId,
          guestId: input.guestId,
          textVersion: input.textVersion,
          language: input.language,
          acceptedAt: input.at,
        })
        .onConflictDoNothing();
    },

    /** Closes the open consent and deletes the person's faces; answers the deleted faces' image keys. */
    async withdraw({ companyId, personId }: PersonOfHotel, at: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(biometricConsents)
          .set({ withdrawnAt: at })
          .where(
            and(
              eq(biometricConsents.companyId, companyId),
              eq(biometricConsents.personId, personId),
              isNull(biometricConsents.withdrawnAt),
            ),
          );
        const deleted = await tx
          .delete(faceTemplates)
          .where(and(eq(faceTemplates.companyId, companyId), eq(faceTemplates.personId, personId)))
          .returning({ imageKey: faceTemplates.imageKey });
        return deleted.map((row) => row.imageKey);
      });
    },

    async faceOf({ companyId, personId }: PersonOfHotel) {
      const [row] = await db
        .select({ createdAt: faceTemplates.createdAt, imageKey: faceTemplates.imageKey })
        .from(faceTemplates)
        .where(and(eq(faceTemplates.companyId, companyId), eq(faceTemplates.personId, personId)))
        .limit(1);
      return row ?? null;
    },

    /** Stores the person's face, replacing one registered before; answers the replaced image's key. */
    async saveFace(
      input: PersonOfHotel & {
        guestId: string;
        model: string;
        descriptor: Float32Array;
        imageKey: string;
        quality: TFaceQualityReport;
        at: Date;
      },
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .delete(faceTemplates)
          .where(
            and(eq(faceTemplates.companyId, input.companyId), eq(faceTemplates.personId, input.personId)),
          )
          .returning({ imageKey: faceTemplates.imageKey });
        await tx.insert(faceTemplates).values({
          companyId: input.companyId,
          personId: input.personId,
          guestId: input.guestId,
          model: input.model,
          descriptor: descriptorBytes(input.descriptor),
          imageKey: input.imageKey,
          quality: input.quality,
          createdAt: input.at,
        });
        return previous && previous.imageKey !== input.imageKey ? previous.imageKey : null;
      });
    },

    /** Every face of the hotel registered with this model, for the linear scan of a search. */
    async facesOfHotel(companyId: string, model: string) {
      const rows = await db
        .select({ personId: faceTemplates.personId, descriptor: faceTemplates.descriptor })
        .from(faceTemplates)
        .where(and(eq(faceTemplates.companyId, companyId), eq(faceTemplates.model, model)));
      return rows.map((row) => ({ personId: row.personId, descriptor: descriptorOfBytes(row.descriptor) }));
    },

    async guestIdsOfPerson({ companyId, personId }: PersonOfHotel): Promise<string[]> {
      const rows = await db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.companyId, companyId), eq(guests.personId, personId)));
      return rows.map((row) => row.id);
    },

    async issueSearchUpload(input: { key: string; companyId: string; expiresAt: Date }) {
      await db.insert(faceSearchUploads).values(input);
    },

    /** Takes a search image for one search: true when it was issued for this hotel and has not expired. */
    async takeSearchUpload(key: string, companyId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .delete(faceSearchUploads)
        .where(and(eq(faceSearchUploads.key, key), eq(faceSearchUploads.companyId, companyId)))
        .returning({ expiresAt: faceSearchUploads.expiresAt });
      return row !== undefined && row.expiresAt.getTime() > now.getTime();
    },

    /** Forgets expired search images; answers their keys, for storage. */
    async takeExpiredSearchUploads(now: Date): Promise<string[]> {
      const rows = await db
        .delete(faceSearchUploads)
        .where(lt(faceSearchUploads.expiresAt, now))
        .returning({ key: faceSearchUploads.key });
      return rows.map((row) => row.key);
    },
  };
}
export type BiometricsRepository = ReturnType<typeof createBiometricsRepository>;
