import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type {
  TPasskey,
  TPasskeyAuthenticationOptions,
  TPasskeyAuthenticationResponse,
  TPasskeyRegistrationOptions,
  TPasskeyRegistrationResponse,
} from '@hospedar/contracts/webauthn/passkeys';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  staffMembers,
  staffPasskeyChallenges,
  staffPasskeys,
  type CompanyRow,
} from '../../db/schema/index.ts';
import { passkeyChallengeInvalid, passkeyInvalid, passkeyNotFound } from '../webauthn/passkey-errors.ts';
import { hashChallenge, toPasskey, uuidBytes } from '../webauthn/passkey-parts.ts';
import type { RelyingParty } from '../webauthn/relying-party.ts';
import { WEBAUTHN_CHALLENGE_SECONDS } from '../webauthn/service.ts';
import type { StaffSession, StaffSessionService } from './session-service.ts';
import { staffPasskeyFailed } from './staff-errors.ts';

type Purpose = 'registration' | 'authentication';

/**
 * Staff passkeys (decision 246), with the guest's WebAuthn pieces (@simplewebauthn/server, the relying
 * party of the hotel's host, the challenge rules of decision 117): a signed-in member adds, lists and
 * removes theirs; the sign-in screen asks for any passkey of this hotel (a discoverable credential, no
 * e-mail typed) and a right answer opens the same session a password does. Every lookup is by the host's
 * hotel and its RP ID, so a passkey made at one hotel never signs in at another.
 */
export function createStaffPasskeyService({
  db,
  clock,
  sessions,
}: {
  db: Database;
  clock: Clock;
  sessions: StaffSessionService;
}) {
  async function keepChallenge(
    companyId: string,
    staffId: string | null,
    purpose: Purpose,
    challenge: string,
  ) {
    const now = clock();
    await db.insert(staffPasskeyChallenges).values({
      companyId,
      staffId,
      purpose,
      challengeHash: hashChallenge(challenge),
      expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_SECONDS * 1000),
      createdAt: now,
    });
  }

  /** Spends the challenge the answer signed: once, while live, for this hotel, purpose and member. */
  async function spendChallenge(
    companyId: string,
    purpose: Purpose,
    clientDataJSON: string,
    staffId: string | null,
  ) {
    let challenge: string;
    try {
      challenge = decodeClientDataJSON(clientDataJSON).challenge;
    } catch {
      return null;
    }
    if (typeof challenge !== 'string' || challenge === '') return null;
    const now = clock();
    const spent = await db
      .update(staffPasskeyChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(staffPasskeyChallenges.companyId, companyId),
          eq(staffPasskeyChallenges.purpose, purpose),
          eq(staffPasskeyChallenges.challengeHash, hashChallenge(challenge)),
          staffId === null
            ? isNull(staffPasskeyChallenges.staffId)
            : eq(staffPasskeyChallenges.staffId, staffId),
          isNull(staffPasskeyChallenges.consumedAt),
          gt(staffPasskeyChallenges.expiresAt, now),
        ),
      )
      .returning({ id: staffPasskeyChallenges.id });
    return spent.length === 1 ? challenge : null;
  }

  const listOf = (staffId: string) =>
    db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staffId))
      .orderBy(desc(staffPasskeys.createdAt));

  return {
    async list({ staff }: StaffSession): Promise<TPasskey[]> {
      return (await listOf(staff.id)).map(toPasskey);
    },

    async registrationOptions(
      { staff, hotel }: StaffSession,
      rp: RelyingParty,
    ): Promise<TPasskeyRegistrationOptions> {
      const existing = await listOf(staff.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: staff.email,
        userDisplayName: staff.name,
        userID: uuidBytes(staff.id),
        challenge: new Uint8Array(randomBytes(32)),
        timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing
          .filter((passkey) => passkey.rpId === rp.id)
          .map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
        // Discoverable, so the sign-in screen needs no e-mail; the device checks the person.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge(hotel.id, staff.id, 'registration', options.challenge);
      return options as TPasskeyRegistrationOptions;
    },

    async register(
      { staff, hotel }: StaffSession,
      rp: RelyingParty,
      response: TPasskeyRegistrationResponse,
      deviceLabel: string | null,
    ): Promise<TPasskey> {
      const challenge = await spendChallenge(
        hotel.id,
        'registration',
        response.response.clientDataJSON,
        staff.id,
      );
      if (!challenge) throw passkeyChallengeInvalid();
      const verified = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw passkeyInvalid();
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const [row] = await db
        .insert(staffPasskeys)
        .values({
          companyId: hotel.id,
          staffId: staff.id,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          rpId: rp.id,
          isBackedUp: credentialBackedUp,
          deviceLabel,
          createdAt: clock(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw passkeyInvalid();
      return toPasskey(row);
    },

    async remove({ staff }: StaffSession, id: string): Promise<void> {
      const deleted = /^[0-9a-f-]{36}$/i.test(id)
        ? await db
            .delete(staffPasskeys)
            .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staff.id)))
            .returning({ id: staffPasskeys.id })
        : [];
      if (deleted.length === 0) throw passkeyNotFound();
    },

    /** A sign-in challenge for any passkey of this hotel's host (the device offers its own). */
    async signInOptions(tenant: CompanyRow, rp: RelyingParty): Promise<TPasskeyAuthenticationOptions> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        challenge: new Uint8Array(randomBytes(32)),
        timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
        userVerification: 'required',
      });
      await keepChallenge(tenant.id, null, 'authentication', options.challenge);
      return options as TPasskeyAuthenticationOptions;
    },

    /** A right answer from an active member's passkey of this hotel: their session, as a password gives. */
    async signIn(tenant: CompanyRow, rp: RelyingParty, response: TPasskeyAuthenticationResponse) {
      const challenge = await spendChallenge(
        tenant.id,
        'authentication',
        response.response.clientDataJSON,
        null,
      );
      if (!challenge) throw staffPasskeyFailed();
      const [found] = await db
        .select({ passkey: staffPasskeys, staff: staffMembers })
        .from(staffPasskeys)
        .innerJoin(staffMembers, eq(staffMembers.id, staffPasskeys.staffId))
        .where(and(eq(staffPasskeys.companyId, tenant.id), eq(staffPasskeys.credentialId, response.id)));
      if (!found || found.passkey.rpId !== rp.id || found.staff.companyId !== tenant.id)
        throw staffPasskeyFailed();
      if (found.staff.disabledAt || !found.staff.passwordHash) throw staffPasskeyFailed();
      const verified = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: found.passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(found.passkey.publicKey),
          counter: found.passkey.counter,
          transports: found.passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw staffPasskeyFailed();
      await db
        .update(staffPasskeys)
        .set({
          counter: verified.authenticationInfo.newCounter,
          isBackedUp: verified.authenticationInfo.credentialBackedUp,
          lastUsedAt: clock(),
        })
        .where(eq(staffPasskeys.id, found.passkey.id));
      return sessions.open(found.staff, tenant);
    },
  };
}

export type StaffPasskeyService = ReturnType<typeof createStaffPasskeyService>;
