import { z } from 'zod';
import { refineFreeJson, safeText, ZFreeJsonObject } from '../validation/safe-text.ts';
import { GENDERS } from '../constants.ts';
import { STORAGE_KEY_MAX_LENGTH } from '../documents/constants.ts';
import { ZDocumentTypeId } from './guest.ts';

const text = (max = 200) => safeText(max).nullable();
const namedRef = z.object({ id: text(60).optional(), name: text().optional() });
const place = z.object({ country: text().optional(), state: text().optional(), city: text().optional() });
const storageKey = safeText(STORAGE_KEY_MAX_LENGTH).nullable().optional();

/**
 * A document as the forms send it. The image keys are uploads of this guest (GET /api/storage): a key
 * that is not answers 400 STORAGE_KEY_NOT_FOUND naming it ('body.documents.0.frontImageKey'). A key left
 * out, empty or null keeps the image the guest's saved document of the same type and isMain already has,
 * unless its side is in `erasedSides`: the guest erased that photo, and the save removes it (decision 68).
 */
export const ZSaveGuestDocument = z.object({
  isMain: z.boolean(),
  documentTypeId: ZDocumentTypeId,
  documentNumber: safeText(40),
  frontImageKey: storageKey,
  backImageKey: storageKey,
  erasedSides: z
    .array(z.enum(['front', 'back']))
    .max(2)
    .optional(),
});
export type TSaveGuestDocument = z.infer<typeof ZSaveGuestDocument>;

/**
 * PUT /api/clients/{id}: a partial update of the guest's editable fields. Absent fields are kept; empty
 * strings and nulls are dropped before saving (cleanGuestPayload), except jobId and the home phone fields,
 * which are cleared by them. Shapes and lengths are checked here, the form rules by guestFieldIssues.
 */
export const ZSaveGuestRequest = z.object({
  name: text(120).optional(),
  lastName: text(120).optional(),
  socialName: text(120).optional(),
  informSocialName: z.boolean().nullable().optional(),
  isChild: z.boolean().nullable().optional(),
  gender: z
    .union([z.enum(GENDERS), z.literal('')])
    .nullable()
    .optional(),
  email: text(254).optional(),
  /** YYYY-MM-DD */
  birthdate: text(10).optional(),
  jobId: text(60).optional(),
  jobName: text().optional(),
  nationality: namedRef.nullable().optional(),
  mobilePhone: z
    .object({ countryCode: text(4).optional(), areaCode: text(5).optional(), number: text(20).optional() })
    .nullable()
    .optional(),
  homePhone: z
    .object({ ddi: text(4).optional(), ddd: text(5).optional(), number: text(20).optional() })
    .nullable()
    .optional(),
  address: text().optional(),
  addressNumber: text(20).optional(),
  addressComplement: text().optional(),
  neighborhood: text().optional(),
  zipCode: text(20).optional(),
  city: namedRef.nullable().optional(),
  state: namedRef.nullable().optional(),
  country: namedRef.nullable().optional(),
  arrivingFrom: place.nullable().optional(),
  nextDestination: place.nullable().optional(),
  purposeTrip: text(60).optional(),
  arrivingBy: text(60).optional(),
  biometricsAccepted: z.boolean().nullable().optional(),
  /** Free JSON, bounded in depth and size, of plain-text keys and strings (safe-text.ts). */
  extraFields: ZFreeJsonObject.nullable().optional(),
  additionalData: ZFreeJsonObject.nullable().optional(),
  documents: z.array(ZSaveGuestDocument).max(10).nullable().optional(),
  /** Storage key of the guest's photo (purpose 'photo'); same checks as the document keys. */
  photoId: storageKey,
  optins: z.array(z.unknown()).max(20).superRefine(refineFreeJson).nullable().optional(),
});
export type TSaveGuestRequest = z.infer<typeof ZSaveGuestRequest>;
