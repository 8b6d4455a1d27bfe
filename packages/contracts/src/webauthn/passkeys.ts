import { z } from 'zod';

/**
 * Passkeys (WebAuthn, decisions 115 to 119): a guest verified by PIN registers one; next time it signs
 * the guest in with the same token a PIN gives. The relying party is the hotel's own host.
 */

/** base64url without padding, as WebAuthn's JSON carries every binary value. */
const ZBase64Url = z.string().regex(/^[A-Za-z0-9_-]*$/, 'Invalid base64url');
const ZBoundedBase64Url = (max: number) => ZBase64Url.max(max);

/** A credential the browser is told about: excluded at registration, allowed at sign-in. */
const ZCredentialDescriptor = z.object({
  id: ZBoundedBase64Url(1400),
  type: z.literal('public-key'),
  transports: z.array(z.string().max(20)).max(10).optional(),
});

/** POST /api/webauthn/register (bearer, no body) → what navigator.credentials.create() is given. */
export const ZPasskeyRegistrationOptions = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: ZBase64Url, name: z.string(), displayName: z.string() }),
  challenge: ZBase64Url,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(ZCredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type TPasskeyRegistrationOptions = z.infer<typeof ZPasskeyRegistrationOptions>;

/** POST /api/webauthn/register-response (bearer): what navigator.credentials.create() answered, as JSON. */
/** What both ceremonies answer around their own `response`: the credential's id and the browser's extras. */
const credentialAnswer = <TResponse extends z.ZodType>(response: TResponse) =>
  z.object({
    id: ZBoundedBase64Url(1400),
    rawId: ZBoundedBase64Url(1400),
    type: z.literal('public-key'),
    response,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  });

/** POST /api/webauthn/register-response (bearer): what navigator.credentials.create() answered, as JSON. */
export const ZPasskeyRegistrationResponse = credentialAnswer(
  z.object({
    clientDataJSON: ZBoundedBase64Url(4000),
    attestationObject: ZBoundedBase64Url(40_000),
    authenticatorData: ZBoundedBase64Url(40_000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: ZBoundedBase64Url(4000).optional(),
  }),
);
export type TPasskeyRegistrationResponse = z.infer<typeof ZPasskeyRegistrationResponse>;

/** POST /api/webauthn/authenticate (no token): the guest the search found, who wants to sign in. */
export const ZPasskeyAuthenticateRequest = z.object({ guestId: z.string().uuid() });
export type TPasskeyAuthenticateRequest = z.infer<typeof ZPasskeyAuthenticateRequest>;

/** → what navigator.credentials.get() is given: the guest's passkeys at this host only. */
export const ZPasskeyAuthenticationOptions = z.object({
  challenge: ZBase64Url,
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(ZCredentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type TPasskeyAuthenticationOptions = z.infer<typeof ZPasskeyAuthenticationOptions>;

/**
 * POST /api/webauthn/authenticate-response (no token): what navigator.credentials.get() answered →
 * the guest session a right PIN answers (verification/verify-pin ZGuestSession).
 */
export const ZPasskeyAuthenticationResponse = credentialAnswer(
  z.object({
    clientDataJSON: ZBoundedBase64Url(4000),
    authenticatorData: ZBoundedBase64Url(40_000),
    signature: ZBoundedBase64Url(4000),
    userHandle: ZBoundedBase64Url(200).optional(),
  }),
);
export type TPasskeyAuthenticationResponse = z.infer<typeof ZPasskeyAuthenticationResponse>;

/** One of the guest's passkeys at this hotel, as the list shows it: never its key. */
export const ZPasskey = z.object({
  id: z.string().uuid(),
  /** The kind of device it was created on (iPhone, Android, Windows, Mac…), from its browser; null when unknown. */
  deviceLabel: z.string().nullable(),
  /** Synced by the device's account (iCloud Keychain, Google Password Manager…) rather than kept on one device. */
  isSynced: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** GET /api/webauthn/credentials (bearer): the token's person's passkeys at this hotel, newest first. */
export const ZListPasskeysResponse = z.object({ passkeys: z.array(ZPasskey) });
export type TListPasskeysResponse = z.infer<typeof ZListPasskeysResponse>;

/** DELETE /api/webauthn/credentials/{credentialId} (bearer): 204; another person's or hotel's answers 404. */
export const ZPasskeyParams = z.object({ credentialId: z.string().uuid() });
