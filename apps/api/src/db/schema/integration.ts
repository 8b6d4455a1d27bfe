import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';
import { reservations } from './reservations.ts';

/**
 * A hotel's key to the integration API (decision 130): named, several per hotel, shown once at creation
 * and kept only as the SHA-256 of its secret; `prefix` (the first characters) lets the hotel recognise it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the whole secret, hex. */
    secretHash: text('secret_hash').notNull().unique(),
    /** 'hk_' and the secret's first 8 characters, shown in lists; never enough to use it. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** At most once a minute per key (decision 130), so a busy key does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The key this one replaced (rotation revokes that one). */
    rotatedFromId: uuid('rotated_from_id').references((): AnyPgColumn => apiKeys.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('api_keys_company_idx').on(table.companyId),
    uniqueIndex('api_keys_active_name_unique')
      .on(table.companyId, table.name)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * Each time a guest's form is finished or sent again (decision 133): the feed the integration API pages
 * through by `seq`. Rows of one hotel are numbered in commit order (an advisory lock per hotel), so a
 * poller that remembers the last seq it read never misses or repeats one.
 */
export const finishedForms = pgTable(
  'finished_forms',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** The guest's fnrhId when it was finished. */
    fnrhId: text('fnrh_id').notNull(),
    /** The form was finished before: this one replaces it (documents replaced, finalized again). */
    isUpdate: boolean('is_update').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('finished_forms_company_seq_idx').on(table.companyId, table.seq)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;
export type FinishedFormRow = typeof finishedForms.$inferSelect;
