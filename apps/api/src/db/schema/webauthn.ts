import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';

/**
 * A passkey (decision 116): the public key of a credential a person made on a device, for one hotel's
 * host. It signs that person in to any of their reservations at the hotel; the biometric never leaves
 * the device, and nothing here could sign anything.
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull(),
    /** The guest whose session registered it (kept for the record; the passkey is the person's). */
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    /** The credential's id, base64url, as the authenticator made it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none, as most passkeys do). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The relying party it was made for: the hotel's host at the time (solnascente.localhost). */
    rpId: text('rp_id').notNull(),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    deviceLabel: text('device_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webauthn_credentials_credential_unique').on(table.companyId, table.credentialId),
    index('webauthn_credentials_person_idx').on(table.companyId, table.personId),
  ],
);

/**
 * A challenge handed out for one ceremony of one guest (decision 117): only its hash is kept; it is
 * answered once, within WEBAUTHN_CHALLENGE_SECONDS, and then dies.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** 'registration' or 'authentication' */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the challenge (base64url), hex. */
    challengeHash: text('challenge_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webauthn_challenges_hash_unique').on(table.challengeHash),
    index('webauthn_challenges_expires_idx').on(table.expiresAt),
  ],
);

export type WebauthnCredentialRow = typeof webauthnCredentials.$inferSelect;
