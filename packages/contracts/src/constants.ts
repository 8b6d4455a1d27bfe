/** Business constants of spec section 9, shared by the portal and the API. */

export const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'pt-BR';
export const FALLBACK_LANGUAGE: TLanguage = 'en-US';

/** Accepts 'pt', 'pt-br', 'en_US', 'es-AR'... and answers one of the supported tags, or undefined. */
export function toSupportedLanguage(value: string | null | undefined): TLanguage | undefined {
  if (!value) return undefined;
  const prefix = value.trim().toLowerCase().slice(0, 2);
  return LANGUAGES.find((lang) => lang.toLowerCase().startsWith(prefix));
}

export const ReservationStatus = {
  TO_CONFIRM: 0,
  CONFIRMED: 1,
  CHECKIN: 2,
  CHECKOUT: 3,
  PENDING: 4,
  NO_SHOW: 5,
  CANCELLED: 6,
  WAITING_LIST: 7,
} as const;
export type TReservationStatus = (typeof ReservationStatus)[keyof typeof ReservationStatus];
export const RESERVATION_STATUSES = Object.values(ReservationStatus);

export const DocumentTypeId = {
  BIRTH_CERTIFICATE: 0,
  CPF: 1,
  CIE: 2,
  ID: 3,
  PASSPORT: 4,
  RUT: 5,
  DNI: 6,
} as const;
export type TDocumentTypeId = (typeof DocumentTypeId)[keyof typeof DocumentTypeId];
export const DOCUMENT_TYPE_IDS = Object.values(DocumentTypeId);

export const Gender = {
  MALE: 'male',
  FEMALE: 'female',
  OTHERS: 'others',
  NOT_INFORMED: 'not_informed',
} as const;
export type TGender = (typeof Gender)[keyof typeof Gender];
export const GENDERS = Object.values(Gender);

export const TermsType = { USE: 1, PRIVACY: 2 } as const;
export type TTermsType = (typeof TermsType)[keyof typeof TermsType];

export const StepType = { EXTRA: 1, DEFAULT: 3 } as const;
export const StepVisualization = { ANY: 1, ADULT_ONLY: 2, MASTER_GUEST_ONLY: 3 } as const;

/** Step ids of a hotel's stepsConfig (spec section 3). */
export const STEP_IDS = [
  'onboarding',
  'informacao-pessoal',
  'preferencia-de-acomodacao',
  'dados-adicionais',
  'assinatura',
  'welcome',
] as const;
export type TStepId = (typeof STEP_IDS)[number];

export const SEARCH_TYPES = [
  'reservation',
  'name',
  'document',
  'mail',
  'phone',
  'facial_recognition',
] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

export const LIMITS = {
  externalAccessMinutes: 30,
  searchLockMinutes: 5,
  pinDigits: 5,
  pinResendSeconds: 90,
  tokenMaxAgeMinutes: 50,
  imageMaxSide: 1280,
  uploadMaxBytes: 25 * 1024 * 1024,
  cameraMinWidth: 1280,
  cameraMinHeight: 720,
  installments: 1,
  minorAge: 18,
  maxAgeYears: 110,
  errorNotificationMs: 3000,
  offlineNotificationMs: 60_000_000,
  botCheckPollMs: 1000,
  overlayDelayMs: 100,
  chunkLoadTimeoutMs: 120_000,
  signaturePadHeightPx: 200,
} as const;

export const DEFAULT_COUNTRY = 'BR';
export const DEFAULT_PHONE_CODE = '55';
export const DEFAULT_DOCUMENT_TYPE_ID = DocumentTypeId.CPF;
/** Date the demo terms of use and privacy policy were last updated (spec section 9): 04/05/2021. */
export const TERMS_LAST_UPDATE = '2021-05-04';

/** HTTP header names of spec section 7. */
/**
 * The guest's language, written by the portal beside its localStorage choice so the server writes the
 * first screen in it (decision 209): `hospedar_lang=en-US`, Path=/, a year, SameSite=Lax.
 */
export const LANGUAGE_COOKIE = 'hospedar_lang';

export const HEADERS = {
  appName: 'x-app-name',
  appType: 'x-app-type',
  lang: 'lang',
  groupOrCompany: 'x-group-or-company',
  origin: 'x-origin',
} as const;
export const APP_NAME = 'hospedar-portal';
export const APP_TYPE = 'guest-web';

/** A 36-character UUID, the only shape of guest and reservation ids the portal accepts. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && UUID_PATTERN.test(value);
}
