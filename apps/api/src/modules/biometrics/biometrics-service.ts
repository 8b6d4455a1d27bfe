import { BIOMETRIC_CONSENT_TEXT_VERSION } from '@hospedar/contracts/biometrics/constants';
import type {
  TBiometricConsentRequest,
  TBiometricsStatus,
  TBiometricsWithdrawal,
} from '@hospedar/contracts/biometrics/consent';
import type {
  TIndexBiometricsRequest,
  TIndexBiometricsResponse,
} from '@hospedar/contracts/biometrics/index-biometrics';
import { hasCurrentBiometricConsent } from '../../db/biometric-consent.ts';
import { consentRequired } from '../../http-error.ts';
import { guestNotFound, type GuestAccess } from '../../plugins/guest-access.ts';
import { createStoredImageChecker } from '../storage/stored-images.ts';
import { checkFaceQuality, poorImageQuality, qualityReport } from './face-quality.ts';
import { createBiometricsRepository, type FaceServiceDeps } from './repository.ts';

const personOf = ({ tenant, guest }: GuestAccess) => ({ companyId: tenant.id, personId: guest.personId });

/**
 * Consent, registration and withdrawal of a guest's face (decisions 121 and 122). Every call acts for
 * the token's own adult guest only; the face belongs to the person (guests.person_id) at this hotel.
 */
export function createBiometricsService(deps: FaceServiceDeps) {
  const { clock, storage, faceModel } = deps;
  const repository = createBiometricsRepository(deps.db);
  const imageChecker = createStoredImageChecker({ storage });

  async function status(access: GuestAccess): Promise<TBiometricsStatus> {
    const [consent, face] = await Promise.all([
      repository.openConsent(personOf(access)),
      repository.faceOf(personOf(access)),
    ]);
    return {
      consent: consent && {
        textVersion: consent.textVersion,
        language: consent.language,
        acceptedAt: consent.acceptedAt.toISOString(),
      },
      consentIsCurrent: consent?.textVersion === BIOMETRIC_CONSENT_TEXT_VERSION,
      faceCount: face ? 1 : 0,
      faceRegisteredAt: face?.createdAt.toISOString() ?? null,
    };
  }

  /** Deletes every face image of the person's guests at this hotel in storage (registered or not). */
  async function deleteFaceImages(access: GuestAccess, registeredKeys: string[]): Promise<number> {
    const keys = new Set(registeredKeys);
    for (const guestId of await repository.guestIdsOfPerson(personOf(access))) {
      for await (const entry of storage.list(`${access.tenant.id}/${guestId}/recognition/`))
        keys.add(entry.key);
    }
    for (const key of keys) await storage.delete(key);
    return keys.size;
  }

  return {
    status,

    async consent(access: GuestAccess, body: TBiometricConsentRequest): Promise<TBiometricsStatus> {
      await repository.recordConsent({
        ...personOf(access),
        guestId: access.guest.id,
        textVersion: body.textVersion,
        language: body.language,
        at: clock(),
      });
      return status(access);
    },

    async withdraw(access: GuestAccess): Promise<TBiometricsWithdrawal> {
      const at = clock();
      const registeredKeys = await repository.withdraw(personOf(access), at);
      const deletedImages = await deleteFaceImages(access, registeredKeys);
      return { deletedTemplates: registeredKeys.length, deletedImages, withdrawnAt: at.toISOString() };
    },

    async index(access: GuestAccess, body: TIndexBiometricsRequest): Promise<TIndexBiometricsResponse> {
      const { tenant, guest } = access;
      if (body.personId !== guest.personId || guest.isChild) throw guestNotFound();
      if (!(await hasCurrentBiometricConsent(deps.db, personOf(access)))) throw consentRequired();
      await imageChecker.requireGuestImages({
        companyId: tenant.id,
        guestId: guest.id,
        references: [{ field: 'body.key', key: body.key, purpose: 'recognition' }],
      });
      const bytes = await storage.read(body.key);
      if (!bytes) throw guestNotFound();
      const { face, issues } = checkFaceQuality(await faceModel.analyze(bytes));
      if (!face) {
        await storage.delete(body.key);
        throw poorImageQuality(issues);
      }
      const registeredAt = clock();
      const quality = qualityReport(face);
      const replacedKey = await repository.saveFace({
        ...personOf(access),
        guestId: guest.id,
        model: faceModel.name,
        descriptor: face.descriptor,
        imageKey: body.key,
        quality,
        at: registeredAt,
      });
      if (replacedKey) await storage.delete(replacedKey);
      return { registeredAt: registeredAt.toISOString(), model: faceModel.name, quality };
    },
  };
}
export type BiometricsService = ReturnType<typeof createBiometricsService>;
