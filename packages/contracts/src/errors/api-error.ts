import { z } from 'zod';

/** Stable error codes the portal translates (apps/web/src/locales/<lang>/errors.json). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'TENANT_NOT_FOUND',
  'RESERVATION_NOT_FOUND',
  'GUEST_NOT_FOUND',
  'TERMS_NOT_FOUND',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'SEARCH_LOCKED',
  'BOT_CHECK_FAILED',
  'CONTACTS_NOT_FOUND',
  'PIN_INVALID',
  'PIN_EXPIRED',
  'PIN_LOCKED',
  'PIN_RESEND_TOO_SOON',
  'PIN_HOURLY_LIMIT',
  /** Ten PINs for the guest in 24 hours (429, details.retryAfterSeconds). */
  'PIN_DAILY_LIMIT',
  /** Twenty wrong codes for the guest in 24 hours: sign-in by code paused (429, details.retryAfterSeconds). */
  'PIN_GUESS_LIMIT',
  /** The PIN link has expired, was killed by wrong codes, or names another guest or contact (400). */
  'PIN_LINK_INVALID',
  /** The PIN link's PIN already signed the guest in, by this link or by its code (400). */
  'PIN_LINK_USED',
  'TOKEN_INVALID',
  'ZIP_NOT_FOUND',
  'NAME_LOCKED_BILLED',
  /** PUT /api/clients/{id}: a CPF another guest of the reservation has (400, details.fields names it). */
  'CPF_IN_USE',
  'GUEST_DATA_MISSING',
  /** Upload form: a field or the signature is missing or altered (400). */
  'STORAGE_POLICY_INVALID',
  /** Upload form used after its expiresAt (400). */
  'STORAGE_POLICY_EXPIRED',
  /** The file's declared type is not the form's (400). */
  'STORAGE_TYPE_NOT_ALLOWED',
  /** The file is larger than the form's maxBytes (400). */
  'STORAGE_FILE_TOO_LARGE',
  /** The bytes are not a JPEG or PNG, or not of the declared type (400). */
  'STORAGE_NOT_AN_IMAGE',
  /** The image is wider or taller than IMAGE_MAX_SIDE pixels, read from its header (400). */
  'STORAGE_TOO_MANY_PIXELS',
  /** A saved key was never uploaded, or is not this guest's (400, details.fields names the field). */
  'STORAGE_KEY_NOT_FOUND',
  /** POST /api/rating: this guest already rated the portal for this reservation (409). */
  'RATING_ALREADY_GIVEN',
  /**
   * The reservation admits no pre-check-in (403), one code per reason of the search's blocking messages
   * (search/reservation-access: BLOCK_REASON_CODES): PIN, link, token and every guest call answer it.
   */
  'RESERVATION_CHECKED_OUT',
  'RESERVATION_NO_SHOW',
  'RESERVATION_PENDING',
  'RESERVATION_CANCELLED',
  'RESERVATION_EXPIRED',
  /** The check-in day has passed (the guest is not in house): go to the reception (decision 61). */
  'RESERVATION_PERIOD_ENDED',
  /** Before the hotel's precheckinOpensDaysBefore (details.opensOn, YYYY-MM-DD: the first open day). */
  'RESERVATION_NOT_OPEN_YET',
  /** The guest list is finished and the hotel allows no more changes (409, decision 52). */
  'GUEST_LIST_FINISHED',
  /** PUT /api/clients/{id}/signature: the PNG is larger than the pad can draw (400). */
  'SIGNATURE_TOO_LARGE',
  /** PUT /api/appointments/preferences/set: a choice the hotel does not offer (400, details.fields). */
  'PREFERENCE_NOT_OFFERED',
  /** GET /api/payment/order/...: no order the caller may see (another guest, reservation or hotel) (404). */
  'ORDER_NOT_FOUND',
  /** GET /api/payment/pay/{paymentId}: no payment of the caller's (404). */
  'PAYMENT_NOT_FOUND',
  /** DELETE /api/customers/{personId}/card/{cardId}, or a saved_card payment: no such card of the guest's (404). */
  'CARD_NOT_FOUND',
  /** POST /api/payment/pay without an Idempotency-Key header (400). */
  'IDEMPOTENCY_KEY_REQUIRED',
  /** The Idempotency-Key was already used for another payment request (409). */
  'IDEMPOTENCY_KEY_REUSED',
  /** The order is closed or guaranteed: no further payment (409). */
  'ORDER_CLOSED',
  /** The charge is already authorized, paid at the hotel, voided or expired (409). */
  'CHARGE_NOT_PAYABLE',
  /** Another payment of this charge is with the processor: wait for it (409, details.paymentId). */
  'PAYMENT_IN_PROGRESS',
  /** The payment's amount is not the charge's (400). */
  'PAYMENT_AMOUNT_MISMATCH',
  /** X-Payment-Access missing, expired, or of another charge or person (403). */
  'PAYMENT_ACCESS_INVALID',
  /** The processor refused the card token (expired or already used): tokenize the card again (400). */
  'CARD_TOKEN_INVALID',
  /** The card processor could not be reached; nothing was charged (503). */
  'PAYMENT_PROCESSOR_UNAVAILABLE',
  /** POST /api/appointments/{id}/finish: the hotel requires a payment guarantee first (409, details.orderId). */
  'GUARANTEE_REQUIRED',
  /**
   * /api/webauthn: no passkey of the guest at this host (sign-in), or no such passkey of the caller's
   * (removal) (404).
   */
  'PASSKEY_NOT_FOUND',
  /** /api/webauthn: the challenge answered is unknown, already used, expired, or another guest's (400). */
  'PASSKEY_CHALLENGE_INVALID',
  /** /api/webauthn: the authenticator's answer does not verify (origin, host, signature, counter…) (400). */
  'PASSKEY_INVALID',
  /**
   * A face image is not good enough (400, details.issues: FACE_QUALITY_ISSUES): no face or several,
   * too small, blurred, badly lit, or taken for a photo of a photo. Nothing is stored.
   */
  'POOR_IMAGE_QUALITY',
  /** Search by face: the face is a registered guest's, but none of their reservations is left (404). */
  'FACE_RECOGNIZED_NO_RESERVATION',
  /** POST /api/clients/index-biometrics without the guest's current consent (409). */
  'BIOMETRIC_CONSENT_REQUIRED',
  /**
   * /api/integration/v1: no `Authorization: Bearer hk_...` header, or a key that is unknown, revoked or
   * rotated away (401).
   */
  'API_KEY_INVALID',
  /** /api/console: no session cookie, or one that ended (12 hours, 2 idle, sign-out, new password) (401). */
  'STAFF_SESSION_INVALID',
  /** POST /api/console/session: the e-mail or the password is not right (401; which one is not said). */
  'STAFF_SIGN_IN_FAILED',
  /** POST /api/console/session: too many wrong passwords for the account or from the address (429). */
  'STAFF_SIGN_IN_LOCKED',
  /** An owner's console route called by a desk member (403, decision 193). */
  'STAFF_ROLE_FORBIDDEN',
  /** A console reset or invitation link that is unknown, used or expired (400). */
  'STAFF_LINK_INVALID',
  /** POST /api/console/staff: the hotel already has a member with this e-mail (409). */
  'STAFF_EMAIL_IN_USE',
  /** A console change (POST, PUT, PATCH, DELETE) without an Origin of the console's own host (403). */
  'CSRF_REJECTED',
  /** POST /api/console/arrivals/guests/{id}/resend-link within a minute of the last link (429, decision 213). */
  'STAFF_RESEND_TOO_SOON',
  /** A logo or background upload that is not a PNG, JPEG or WebP image by its content (SVG refused) (400). */
  'BRAND_IMAGE_NOT_ACCEPTED',
  /** A logo or background upload over BRAND_IMAGE_MAX_BYTES (400). */
  'BRAND_IMAGE_TOO_LARGE',
  /** A logo or background wider or taller than BRAND_IMAGE_MAX_SIDE pixels (400). */
  'BRAND_IMAGE_TOO_MANY_PIXELS',
  /** A logo or background upload without its file (400). */
  'BRAND_IMAGE_MISSING',
  /** /api/console/staff/{staffId}: no member of this hotel with this id (404). */
  'STAFF_NOT_FOUND',
  /** PATCH /api/console/staff/{staffId}: an owner disabling or demoting themself (409, decision 244). */
  'STAFF_SELF_CHANGE',
  /** PATCH /api/console/staff/{staffId}: the change would leave the hotel without an active owner (409). */
  'STAFF_LAST_OWNER',
  /** /api/console/staff/{staffId}/invitation: the member has no pending invitation (409). */
  'STAFF_NOT_INVITED',
  /** POST /api/console/session/passkey: the passkey, its challenge or its member does not sign in here (401). */
  'STAFF_PASSKEY_FAILED',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldIssue = z.object({
  /** Dotted path of the field, for example 'query.type' or 'body.guest.birthdate'. */
  field: z.string(),
  message: z.string(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

/** The one error shape every API error answers with. */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z
    .object({
      fields: z.array(ZFieldIssue).optional(),
      retryAfterSeconds: z.number().optional(),
      /** With PIN_INVALID: wrong tries left before the PIN dies. */
      attemptsLeft: z.number().optional(),
      /** With GUEST_DATA_MISSING: the guests whose form is not finalized yet. */
      guestIds: z.array(z.string()).optional(),
      /** With RESERVATION_NOT_OPEN_YET: the first day (YYYY-MM-DD, the hotel's) the pre-check-in opens. */
      opensOn: z.string().optional(),
      /** With PAYMENT_IN_PROGRESS: the payment to poll (GET /api/payment/pay/{paymentId}). */
      paymentId: z.string().optional(),
      /** With GUARANTEE_REQUIRED: the order waiting for its guarantee. */
      orderId: z.string().optional(),
      /** With POOR_IMAGE_QUALITY: what is wrong with the face image (biometrics/constants FACE_QUALITY_ISSUES). */
      issues: z.array(z.string()).optional(),
    })
    .passthrough()
    .optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
