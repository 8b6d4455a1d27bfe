import { sql } from 'drizzle-orm';
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
import type { TStaffChangeAction } from '@hospedar/contracts/console/staff-members';
import { companies } from './companies.ts';

/**
 * A member of a hotel's staff (decision 190): owner or desk, one account per e-mail per hotel. The
 * password is kept as an argon2id hash (decision 191); an invited member has none until the invitation
 * is accepted.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 'owner' or 'desk' */
    role: text('role').notNull(),
    /** pt-BR, en-US or es-ES: the language of the e-mails the member receives. */
    language: text('language').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_members_company_email_unique').on(table.companyId, table.email)],
);

/**
 * A signed-in browser (decision 192): the cookie holds a random id, the table only its SHA-256. It ends
 * at `expiresAt`, after an idle while (`lastSeenAt`), at sign-out, or when the password changes.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** An e-mailed link (decision 195): an invitation or a password reset; single use, short-lived, hashed. */
export const staffLinkTokens = pgTable(
  'staff_link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** 'invite' or 'reset' */
    kind: text('kind').notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_link_tokens_staff_idx').on(table.staffId, table.kind),
    uniqueIndex('staff_link_tokens_live_unique')
      .on(table.staffId, table.kind)
      .where(sql`${table.consumedAt} is null`),
  ],
);

/**
 * Failed sign-ins (decision 194), counted per account (the e-mail's hash, whether an account exists or
 * not) and per client address (its hash), within one hotel.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    emailKey: text('email_key').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_sign_in_failures_email_idx').on(table.companyId, table.emailKey, table.createdAt),
    index('staff_sign_in_failures_client_idx').on(table.companyId, table.clientKey, table.createdAt),
  ],
);

/**
 * Who changed a member's access, when and how (decision 245): the acting owner (id and name as then),
 * the member (id, and in `details` the e-mail and name as then: a withdrawn invitation's row is deleted),
 * and the change (`{ from, to }` for a role).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action').$type<TStaffChangeAction>().notNull(),
    actorStaffId: uuid('actor_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** No foreign key: the entry outlives a withdrawn invitation's row. */
    targetStaffId: uuid('target_staff_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_audit_log_company_idx').on(table.companyId, table.createdAt)],
);

/**
 * A staff member's passkey (decision 246): the public key of a credential made on a device for the
 * hotel's host; it signs that member in at that hotel only, instead of the password.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator made it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The hotel's host it was made for (solnascente.localhost). */
    rpId: text('rp_id').notNull(),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    deviceLabel: text('device_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_passkeys_credential_unique').on(table.companyId, table.credentialId),
    index('staff_passkeys_staff_idx').on(table.staffId),
  ],
);

/**
 * A challenge of one staff passkey ceremony: a registration (for the signed-in member) or a sign-in (no
 * member yet: the passkey names them). Only its hash is kept; answered once, within 2 minutes.
 */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** 'registration' or 'authentication' */
    purpose: text('purpose').notNull(),
    challengeHash: text('challenge_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_passkey_challenges_expiry_idx').on(table.expiresAt)],
);

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffLinkTokenRow = typeof staffLinkTokens.$inferSelect;
