import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** The statuses a worker may take, as literal SQL: the due index's predicate and the claim's condition. */
export const OUTBOX_CLAIMABLE_SQL = "status in ('pending', 'sending')";

/**
 * Messages and exports written in the same transaction as what caused them, delivered by a worker
 * with retries and back-off, so a crash never drops a PIN e-mail or an FNRH.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'email' | 'sms' | 'fnrh' | 'webhook' */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' | 'sending' | 'sent' | 'dead' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // Only the messages a worker may still take: a message is written once and updated twice, so without
  // the predicate the index is mostly sent messages' dead entries between two vacuums (decision 300).
  // The claim must name the same literal predicate (OUTBOX_CLAIMABLE_SQL) for PostgreSQL to use it.
  (table) => [index('outbox_messages_due_idx').on(table.nextAttemptAt).where(sql.raw(OUTBOX_CLAIMABLE_SQL))],
);

/** Messages kept by the local mail and SMS drivers, read at /dev/mailbox when no gateway is set. */
export const localMailbox = pgTable('local_mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id'),
  /** 'email' | 'sms' */
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
