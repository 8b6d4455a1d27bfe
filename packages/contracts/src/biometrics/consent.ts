import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { BIOMETRIC_CONSENT_TEXT_VERSION } from './constants.ts';

/** GET, PUT .../consent and DELETE /api/clients/{id}/biometrics: the guest (the token's own, else 404). */
export const ZBiometricsParams = z.object({ id: z.string().uuid() });

/**
 * PUT /api/clients/{id}/biometrics/consent (bearer token of that guest, an adult; anyone else 404
 * GUEST_NOT_FOUND): records the guest's explicit yes (LGPD art. 11) to the text of `textVersion`, in
 * `language`, with the date and the hotel, before any face is stored. Answers the status. A consent
 * already given is kept as it was (its first date), unless it was withdrawn: then a new one is recorded.
 *
 * There is no call for a no: refusing stores nothing at all (the portal only closes the modal).
 */
export const ZBiometricConsentRequest = z.object({
  textVersion: z.literal(BIOMETRIC_CONSENT_TEXT_VERSION),
  language: z.enum(LANGUAGES),
});
export type TBiometricConsentRequest = z.infer<typeof ZBiometricConsentRequest>;

/** A recorded consent. */
export const ZBiometricConsent = z.object({
  textVersion: z.string(),
  language: z.string(),
  /** ISO date-time of the yes. */
  acceptedAt: z.string(),
});

/**
 * GET /api/clients/{id}/biometrics: whether the guest consented (null: never, or withdrawn) and whether a
 * face is registered, so the portal knows to offer the modal, the capture, or the withdrawal.
 */
export const ZBiometricsStatus = z.object({
  consent: ZBiometricConsent.nullable(),
  /** Whether the consent recorded is to the text the portal shows now (else ask again). */
  consentIsCurrent: z.boolean(),
  /** Registered face templates of this person at this hotel (0 or 1: a new one replaces the old). */
  faceCount: z.number().int().min(0),
  /** ISO date-time the face was registered, or null. */
  faceRegisteredAt: z.string().nullable(),
});
export type TBiometricsStatus = z.infer<typeof ZBiometricsStatus>;

/**
 * DELETE /api/clients/{id}/biometrics: withdraws the consent. Every face template of the person at this
 * hotel and every face image of theirs (the registration images, in the database and in storage) is
 * deleted; the consent's record keeps only its dates (accepted, withdrawn). Answers what was deleted;
 * a second call deletes nothing and answers zeros.
 */
export const ZBiometricsWithdrawal = z.object({
  deletedTemplates: z.number().int().min(0),
  deletedImages: z.number().int().min(0),
  /** ISO date-time of the withdrawal. */
  withdrawnAt: z.string(),
});
export type TBiometricsWithdrawal = z.infer<typeof ZBiometricsWithdrawal>;
