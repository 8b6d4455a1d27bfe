import { z } from 'zod';
import { DOCUMENT_TYPE_IDS, LANGUAGES, SEARCH_TYPES, STEP_IDS } from '../constants.ts';
import { ZTenantTheme } from './theme.ts';
import { ZGuestControlConfig } from '../guest-control/external-access.ts';
import { ZAccommodationOptions } from '../preferences/accommodation-options.ts';
import { ZPaymentProcessorSettings } from '../payment/processor-settings.ts';

/** Text a hotel writes itself, in each language it offers (missing languages fall back). */
export const ZLocalizedText = z.object({
  'pt-BR': z.string(),
  'en-US': z.string().optional(),
  'es-ES': z.string().optional(),
});
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

export const ZHotel = z.object({
  name: z.string(),
  nomeFantasia: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  fullAddress: z.string(),
  subdomain: z.string(),
  /** Earliest check-in hour (0-23), shown as 'from Xh'. */
  minCheckin: z.number().int().min(0).max(23),
  /** Latest check-out hour (0-23), shown as 'until Xh'. */
  maxCheckout: z.number().int().min(0).max(23),
});
export type THotel = z.infer<typeof ZHotel>;

/** What the hotel asks of its guests and enables in the portal. */
export const ZCompanyRules = z.object({
  signatureRequired: z.boolean(),
  warrantyRequired: z.boolean(),
  notifyCompanionsEnabled: z.boolean(),
  shareWithGuestsEnabled: z.boolean(),
  onlineServicesEnabled: z.boolean(),
  checkoutEnabled: z.boolean(),
  /** Digits of the PIN the hotel sends (spec default 5). */
  pinLength: z.number().int().min(4).max(8),
  /** How many days before check-in the pre-check-in opens; null means as soon as it is booked. */
  precheckinOpensDaysBefore: z.number().int().min(0).nullable(),
  /**
   * Images of the main document (front, and back for two-sided documents: documentSides) are required to
   * finalize the FNRH and to replace documents. Hotels that never set it do not require them.
   */
  documentImagesRequired: z.boolean().default(false),
  /**
   * After the guest list is finished, guests may still change their forms (saves, signatures, documents,
   * finalizations, finishing again) until this many days before check-in; null: a finished list is
   * read-only for guests (decision 52). Hotels that never set it allow no change.
   */
  changesAfterFinishDaysBeforeCheckin: z.number().int().min(0).max(365).nullable().default(null),
  /**
   * A zip code missing from the server's own table may be asked of the network postcode service the
   * server runs (ZIP_PROVIDER=viacep). Hotels that never set it keep every lookup on the server.
   */
  zipNetworkLookup: z.boolean().default(false),
  /** Where online services and check-out open (docs/decisions.md); hotels that never set it offer neither. */
  guestControl: ZGuestControlConfig.optional(),
  /**
   * The payment processor of the guarantee and the public key the card frame tokenizes with
   * (decision 92); hotels that never set it use the sandbox's shared test account
   * (payment/processor-settings.ts, DEFAULT_PAYMENT_SETTINGS).
   */
  payment: ZPaymentProcessorSettings.optional(),
});
export type TCompanyRules = z.infer<typeof ZCompanyRules>;

export const ZWelcomeRules = z.object({
  /** Shows the welcome page at '/' before the menu. */
  enabled: z.boolean(),
  title: ZLocalizedText,
  message: ZLocalizedText,
});
export type TWelcomeRules = z.infer<typeof ZWelcomeRules>;

export const ZExtraFieldDefinition = z.object({
  key: z.string(),
  label: ZLocalizedText,
  kind: z.enum(['text', 'number', 'date', 'select', 'yes_no', 'email']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: ZLocalizedText })).optional(),
  /** Limits of a number field (spec section 5, minValue and maxValue), inclusive. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** A text written in capitals whatever is typed (a vehicle plate). */
  isUpperCase: z.boolean().optional(),
  /** The key of another field of the step whose answer this one repeats (spec section 5, sameAs). */
  sameAs: z.string().optional(),
});
export type TExtraFieldDefinition = z.infer<typeof ZExtraFieldDefinition>;

/** Trip data the hotel asks for in the additional-data step. */
export const ZAdditionalDataConfig = z.object({
  origin: z.boolean(),
  destination: z.boolean(),
  transportType: z.boolean(),
  travelReason: z.boolean(),
  extraFields: z
    .array(ZExtraFieldDefinition)
    .refine(
      (fields) =>
        fields.every(
          (field) =>
            field.sameAs === undefined ||
            fields.some(
              (other) => other.key === field.sameAs && other.key !== field.key && other.kind === field.kind,
            ),
        ),
      { message: 'sameAs must name another extra field of the same kind' },
    ),
});
export type TAdditionalDataConfig = z.infer<typeof ZAdditionalDataConfig>;

export const ZStepConfig = z.object({
  id: z.enum(STEP_IDS),
  enabled: z.boolean(),
  /** Only the step 'dados-adicionais' carries fields; fields[0].additionalData is its definition. */
  fields: z.array(z.object({ additionalData: ZAdditionalDataConfig })).optional(),
});
export type TStepConfig = z.infer<typeof ZStepConfig>;

export const ZOption = z.object({ id: z.string(), label: ZLocalizedText });
export type TOption = z.infer<typeof ZOption>;

const ZDocumentTypeIds = z.array(z.union(DOCUMENT_TYPE_IDS.map((id) => z.literal(id))));
const ZDocumentTypesByGuest = z.object({
  default: ZDocumentTypeIds,
  foreign: ZDocumentTypeIds,
  minor: ZDocumentTypeIds,
});

export const ZCompanyParameters = z.object({
  transportTypes: z.array(ZOption),
  documentTypes: z.object({ main: ZDocumentTypesByGuest, additional: ZDocumentTypesByGuest }),
  jobs: z.array(ZOption),
  purposes: z.array(ZOption),
  /** ISO 3166-1 alpha-2 codes offered first in country pickers. */
  countries: z.array(z.string().length(2)),
  searchTypes: z.array(z.enum(SEARCH_TYPES)),
  /** Accommodation preferences the main guest may give, when stepsConfig enables 'preferencia-de-acomodacao'. */
  accommodation: ZAccommodationOptions.optional(),
});
export type TCompanyParameters = z.infer<typeof ZCompanyParameters>;

export const ZSearchFlags = z.object({
  enableSearchByReservationNumber: z.boolean(),
  enableSearchByDocument: z.boolean(),
  enableSearchByEmailOrPhoneNumber: z.boolean(),
  enableSearchByName: z.boolean(),
  enableSearchByFacialRecognition: z.boolean(),
});
export type TSearchFlags = z.infer<typeof ZSearchFlags>;

/** The hotel's public configuration, as the portal receives it (GET /api/companies/{subdomain}). */
export const ZCompanyConfig = z.object({
  companyId: z.string().uuid(),
  name: z.string(),
  groupId: z.string().nullable(),
  groupOrCompany: z.string(),
  rules: ZCompanyRules,
  welcomeRules: ZWelcomeRules,
  /** Current version ids of the hotel's terms of use and privacy policy. */
  terms: z.object({ use: z.string().nullable(), privacy: z.string().nullable() }),
  hotel: ZHotel,
  stepsConfig: z.array(ZStepConfig),
  theme: ZTenantTheme,
  languages: z.array(z.enum(LANGUAGES)).min(1),
  parameters: ZCompanyParameters,
  personalization: z.object({ poweredByVisible: z.boolean() }),
  searchFlags: ZSearchFlags,
  newPortalEnabled: z.boolean(),
  legacyUrl: z.string().nullable(),
  /** IANA time zone that decides what 'today' is for this hotel, e.g. 'America/Sao_Paulo'. */
  timeZone: z.string(),
});
export type TCompanyConfig = z.infer<typeof ZCompanyConfig>;
