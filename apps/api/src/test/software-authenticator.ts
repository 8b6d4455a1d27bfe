import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (bytes: Uint8Array | string) => new Uint8Array(createHash('sha256').update(bytes).digest());

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): string {
  return b64(new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
}

export type CeremonyOptions = {
  /** The origin the browser would report; the page's own by default. */
  origin: string;
  /** The RP ID whose hash the authenticator signs; the options' by default. */
  rpId?: string;
  /** Whether the device checked the person (face, fingerprint, screen lock). */
  isUserVerified?: boolean;
};

/**
 * A passkey device in software for the API tests: one P-256 key, "none" attestation, a signature
 * counter, answering in the JSON @simplewebauthn/browser sends. The e2e tests use Chromium's own
 * virtual authenticator instead.
 */
export function createSoftwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = new Uint8Array(randomBytes(32));
  let counter = 0;
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );

  function authenticatorData(rpId: string, flags: number, attested?: Uint8Array): Uint8Array {
    const head = new Uint8Array(37);
    head.set(sha256(rpId), 0);
    head[32] = flags;
    new DataView(head.buffer).setUint32(33, counter);
    return attested ? new Uint8Array([...head, ...attested]) : head;
  }

  return {
    credentialId: b64(credentialId),

    /** navigator.credentials.create() on this device, as JSON. */
    register(options: { challenge: string; rp: { id?: string } }, ceremony: CeremonyOptions) {
      const rpId = ceremony.rpId ?? options.rp.id ?? '';
      const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
      const attested = new Uint8Array([
        ...new Uint8Array(16),
        ...idLength,
        ...credentialId,
        ...cosePublicKey,
      ]);
      const verified = ceremony.isUserVerified === false ? 0 : FLAG_USER_VERIFIED;
      const authData = authenticatorData(rpId, FLAG_USER_PRESENT | verified | FLAG_ATTESTED_DATA, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, ceremony.origin),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },

    /** navigator.credentials.get() on this device, as JSON; each answer moves the counter on. */
    authenticate(options: { challenge: string; rpId?: string }, ceremony: CeremonyOptions) {
      counter += 1;
      const rpId = ceremony.rpId ?? options.rpId ?? '';
      const verified = ceremony.isUserVerified === false ? 0 : FLAG_USER_VERIFIED;
      const authData = authenticatorData(rpId, FLAG_USER_PRESENT | verified);
      const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony.origin);
      const signed = new Uint8Array([...authData, ...sha256(isoBase64URL.toBuffer(clientDataJSON))]);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON,
          authenticatorData: b64(authData),
          signature: b64(new Uint8Array(sign('sha256', signed, privateKey))),
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
