import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';

/** A PIN sent to one contact of a guest: only its hash is kept; it dies when used, old or guessed at. */
export const guestPins = pgTable(
  'guest_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** 'email' or 'mobile' */
    contactId: text('contact_id').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Hash of the random token of the e-mailed link /validate/pin/{hash}. */
    linkHash: text('link_hash').notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_pins_guest_created_idx').on(table.guestId, table.createdAt)],
);

/** Searches of a client to a hotel that found nothing: they start the search lock (spec section 8). */
export const searchAttempts = pgTable(
  'search_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The hotel searched, with no foreign key (decision 307): the key's check would lock the hotel's row,
     * a WAL-logged change that makes every search's commit wait for a WAL flush. Rows outlive the lock
     * window only until the next prune, and a hotel is never deleted while its portal serves searches.
     */
    companyId: uuid('company_id').notNull(),
    /** Hash of the client's address: who is counted, without keeping the address itself. */
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_attempts_client_idx').on(table.companyId, table.clientKey, table.createdAt)],
);

/** Bot-check solutions already accepted: each may be used once, until its challenge expires. */
export const botCheckSolutions = pgTable('bot_check_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Rate-limit counters shared by every API process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
