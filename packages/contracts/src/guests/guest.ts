import { z } from 'zod';
import { ZAccommodationPreferences } from '../preferences/set-preferences.ts';
import { DOCUMENT_TYPE_IDS } from '../constants.ts';
import { ZTermsAcceptance } from './terms-acceptance.ts';

/** An id and its display name (nationality, city, state, country). */
export const ZNamedRef = z.object({ id: z.string().nullable(), name: z.string().nullable() });

export const ZMobilePhone = z.object({
  countryCode: z.string().nullable(),
  areaCode: z.string().nullable(),
  number: z.string().nullable(),
});

export const ZHomePhone = z.object({
  ddi: z.string().nullable(),
  ddd: z.string().nullable(),
  number: z.string().nullable(),
});

export const ZPlace = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});

export const ZDocumentTypeId = z.union(DOCUMENT_TYPE_IDS.map((id) => z.literal(id)));

export const ZGuestDocument = z.object({
  isMain: z.boolean(),
  documentTypeId: ZDocumentTypeId,
  documentNumber: z.string(),
  /** Storage key of the front image (GET /api/storage), or null. */
  frontImageKey: z.string().nullable(),
  /** Storage key of the back image; null for one-sided documents (documentSides) or until uploaded. */
  backImageKey: z.string().nullable(),
  /** Short-lived signed URL of the front image (STORAGE_READ_EXPIRY_SECONDS), or null. */
  frontImageUrl: z.string().nullable(),
  /** Short-lived signed URL of the back image, or null. */
  backImageUrl: z.string().nullable(),
});
export type TGuestDocument = z.infer<typeof ZGuestDocument>;

/** The FNRH guest as the API answers it (spec section 3); complete once `fnrhId` exists. */
export const ZGuest = z.object({
  id: z.string().uuid(),
  personId: z.string().uuid(),
  masterGuest: z.boolean(),
  name: z.string(),
  lastName: z.string(),
  socialName: z.string().nullable(),
  informSocialName: z.boolean(),
  isChild: z.boolean(),
  vip: z.boolean(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  /** YYYY-MM-DD */
  birthdate: z.string().nullable(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  nationality: ZNamedRef,
  mobilePhone: ZMobilePhone,
  homePhone: ZHomePhone,
  address: z.string().nullable(),
  addressNumber: z.string().nullable(),
  addressComplement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: ZNamedRef,
  state: ZNamedRef,
  country: ZNamedRef,
  arrivingFrom: ZPlace,
  nextDestination: ZPlace,
  purposeTrip: z.string().nullable(),
  arrivingBy: z.string().nullable(),
  biometricsAccepted: z.boolean(),
  fnrhId: z.string().nullable(),
  /** The saved signature (GET /api/clients/{id}/signature); null until the guest signs. Adults only. */
  signatureId: z.string().nullable(),
  /** Storage key of the guest's photo (GET /api/storage with purpose 'photo'), or null. */
  photoId: z.string().nullable(),
  /** Short-lived signed URL of the photo (STORAGE_READ_EXPIRY_SECONDS), or null. */
  photoUrl: z.string().nullable(),
  extraFields: z.record(z.string(), z.unknown()),
  additionalData: z.record(z.string(), z.unknown()),
  documents: z.array(ZGuestDocument),
  optins: z.array(z.unknown()),
  /** Acceptance of the terms of use (1) and privacy policy (2), with version and date (decision 24). */
  termsAcceptance: z.array(ZTermsAcceptance),
  /** fnrhId is present. */
  isCompleted: z.boolean(),
  /** The main guest's accommodation preferences (PUT /api/appointments/preferences/set), or null. */
  accommodationPreferences: ZAccommodationPreferences.nullable().optional(),
  /** When the main guest last notified this companion (POST /api/notify), ISO; null if never. */
  notifiedAt: z.string().nullable().optional(),
  /** How that notification went: 'email' or 'sms'; null if never notified. */
  notifiedChannel: z.enum(['email', 'sms']).nullable().optional(),
});
export type TGuest = z.infer<typeof ZGuest>;
