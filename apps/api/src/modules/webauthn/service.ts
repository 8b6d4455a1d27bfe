import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type {
  TPasskey,
  TPasskeyAuthenticationOptions,
  TPasskeyAuthenticationResponse,
  TPasskeyRegistrationOptions,
  TPasskeyRegistrationResponse,
} from '@hospedar/contracts/webauthn/passkeys';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { issueGuestSession } from '../verification/guest-session.ts';
import { createReservationGate } from '../verification/reservation-gate.ts';
import { createVerificationRepository } from '../verification/repository.ts';
import { guestNotFound } from '../verification/verification-errors.ts';
import { passkeyChallengeInvalid, passkeyInvalid, passkeyNotFound } from './passkey-errors.ts';
import { hashChallenge, toPasskey, uuidBytes } from './passkey-parts.ts';
import type { RelyingParty } from './relying-party.ts';
import { createWebauthnRepository, type ChallengePurpose } from './repository.ts';

/** How long a challenge may be answered (decision 117): the browser's own prompt waits as long. */
export const WEBAUTHN_CHALLENGE_SECONDS = 120;

export type WebauthnServiceDeps = {
  db: Database;
  clock: Clock;
  /** secrets.guestTokenKey: a passkey answers the token a PIN answers. */
  guestTokenKey: Uint8Array;
};

/** Registering, listing and removing a guest's passkeys, and signing in with one (spec section 7 /webauthn). */
export function createWebauthnService({ db, clock, guestTokenKey }: WebauthnServiceDeps) {
  const repository = createWebauthnRepository(db);
  // The guest a sign-in names, as the PIN's verification reads it (with the person it belongs to).
  const guests = createVerificationRepository(db);
  // The rule of every way in (decision 52): a closed reservation gets no challenge and no token.
  const assertGuestMayEnter = createReservationGate({ db, clock });

  async function keepChallenge(input: {
    tenant: CompanyRow;
    guestId: string;
    purpose: ChallengePurpose;
    challenge: string;
    now: Date;
  }) {
    await repository.insertChallenge({
      companyId: input.tenant.id,
      guestId: input.guestId,
      purpose: input.purpose,
      challengeHash: hashChallenge(input.challenge),
      expiresAt: new Date(input.now.getTime() + WEBAUTHN_CHALLENGE_SECONDS * 1000),
      now: input.now,
    });
  }

  /** Spends the challenge the answer signed: once, while live, for this hotel, purpose (and guest). */
  async function spendChallenge(input: {
    tenant: CompanyRow;
    purpose: ChallengePurpose;
    clientDataJSON: string;
    guestId?: string;
    now: Date;
  }): Promise<{ guestId: string; challenge: string }> {
    let challenge: string;
    try {
      challenge = decodeClientDataJSON(input.clientDataJSON).challenge;
    } catch {
      throw passkeyChallengeInvalid();
    }
    if (typeof challenge !== 'string' || challenge === '') throw passkeyChallengeInvalid();
    const spent = await repository.consumeChallenge({
      companyId: input.tenant.id,
      purpose: input.purpose,
      challengeHash: hashChallenge(challenge),
      guestId: input.guestId,
      now: input.now,
    });
    if (!spent) throw passkeyChallengeInvalid();
    return { guestId: spent.guestId, challenge };
  }

  return {
    /** POST /webauthn/register: what the guest's device needs to make a passkey for this host. */
    async registrationOptions(access: GuestAccess, rp: RelyingParty): Promise<TPasskeyRegistrationOptions> {
      const { guest, tenant } = access;
      const now = clock();
      const existing = await repository.listCredentials(tenant.id, guest.personId);
      const fullName = `${guest.name} ${guest.lastName}`.trim();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: fullName,
        userDisplayName: fullName,
        userID: uuidBytes(guest.personId),
        challenge: new Uint8Array(randomBytes(32)),
        timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing
          .filter((credential) => credential.rpId === rp.id)
          .map((credential) => ({ id: credential.credentialId, transports: credential.transports })),
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          residentKey: 'preferred',
          userVerification: 'required',
        },
      });
      await keepChallenge({
        tenant,
        guestId: guest.id,
        purpose: 'registration',
        challenge: options.challenge,
        now,
      });
      return options as TPasskeyRegistrationOptions;
    },

    /** POST /webauthn/register-response: checks the new passkey against its challenge and keeps it. */
    async register(input: {
      access: GuestAccess;
      rp: RelyingParty;
      response: TPasskeyRegistrationResponse;
      deviceLabel: string | null;
    }): Promise<TPasskey> {
      const { guest, tenant } = input.access;
      const now = clock();
      const { challenge } = await spendChallenge({
        tenant,
        purpose: 'registration',
        clientDataJSON: input.response.response.clientDataJSON,
        guestId: guest.id,
        now,
      });
      const verified = await verifyRegistrationResponse({
        response: input.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: input.rp.origin,
        expectedRPID: input.rp.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw passkeyInvalid();
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const inserted = await repository.insertCredential({
        companyId: tenant.id,
        personId: guest.personId,
        guestId: guest.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        rpId: input.rp.id,
        isBackedUp: credentialBackedUp,
        deviceLabel: input.deviceLabel,
      });
      if (inserted) return toPasskey(inserted);
      // The same passkey sent twice keeps its row; a credential id another person holds is refused.
      const existing = await repository.findCredential(tenant.id, credential.id);
      if (existing?.personId !== guest.personId) throw passkeyInvalid();
      return toPasskey(existing);
    },

    /** GET /webauthn/credentials: the caller's passkeys at this hotel, newest first. */
    async list(access: GuestAccess): Promise<TPasskey[]> {
      const rows = await repository.listCredentials(access.tenant.id, access.guest.personId);
      return rows.map(toPasskey);
    },

    /** DELETE /webauthn/credentials/{id}: one of the caller's passkeys; anyone else's is 404. */
    async remove(access: GuestAccess, id: string): Promise<void> {
      const isDeleted = await repository.deleteCredential(access.tenant.id, access.guest.personId, id);
      if (!isDeleted) throw passkeyNotFound();
    },

    /** POST /webauthn/authenticate: a challenge for the guest the search found, naming its passkeys here. */
    async authenticationOptions(input: {
      tenant: CompanyRow;
      rp: RelyingParty;
      guestId: string;
    }): Promise<TPasskeyAuthenticationOptions> {
      const { tenant, rp } = input;
      await assertGuestMayEnter(tenant, input.guestId);
      const guest = await guests.findGuest(tenant.id, input.guestId);
      if (!guest) throw guestNotFound();
      const credentials = (await repository.listCredentials(tenant.id, guest.personId)).filter(
        (credential) => credential.rpId === rp.id,
      );
      if (credentials.length === 0) throw passkeyNotFound();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        challenge: new Uint8Array(randomBytes(32)),
        timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
        userVerification: 'required',
        allowCredentials: credentials.map((credential) => ({
          id: credential.credentialId,
          transports: credential.transports,
        })),
      });
      await keepChallenge({
        tenant,
        guestId: guest.id,
        purpose: 'authentication',
        challenge: options.challenge,
        now: clock(),
      });
      return options as TPasskeyAuthenticationOptions;
    },

    /** POST /webauthn/authenticate-response: a right answer is the guest session a right PIN gives. */
    async authenticate(input: {
      tenant: CompanyRow;
      rp: RelyingParty;
      response: TPasskeyAuthenticationResponse;
    }): Promise<TGuestSession> {
      const { tenant, rp, response } = input;
      const now = clock();
      const { guestId, challenge } = await spendChallenge({
        tenant,
        purpose: 'authentication',
        clientDataJSON: response.response.clientDataJSON,
        now,
      });
      const guest = await guests.findGuest(tenant.id, guestId);
      if (!guest) throw guestNotFound();
      await assertGuestMayEnter(tenant, guest.id);
      const credential = await repository.findCredential(tenant.id, response.id);
      if (!credential || credential.personId !== guest.personId || credential.rpId !== rp.id) {
        throw passkeyNotFound();
      }
      const verified = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: credential.credentialId,
          publicKey: isoBase64URL.toBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports,
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw passkeyInvalid();
      await repository.recordUse(credential.id, {
        counter: verified.authenticationInfo.newCounter,
        isBackedUp: verified.authenticationInfo.credentialBackedUp,
        now,
      });
      return issueGuestSession(guest, { key: guestTokenKey, now });
    },
  };
}
export type WebauthnService = ReturnType<typeof createWebauthnService>;
