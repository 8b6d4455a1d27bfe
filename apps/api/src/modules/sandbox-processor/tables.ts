import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { TSandboxScenario } from './test-cards.ts';

/**
 * The sandbox processor's own tables (decision 93). It emulates an external service, so they are not
 * in the API's schema or migrations: `ensureSandboxTables` creates them at start, idempotently. They
 * keep what Pagar.me would return, never a card number or a CVV: the brand, first 6 and last 4
 * digits, the expiry, the holder, and which test card's behaviour applies (`scenario`).
 * `account` is the public key whose secret key made the call: one test account per key.
 */

/** A card as the sandbox keeps it; Pagar.me's own field names, as its answers carry them. */
export type SandboxCardData = {
  brand: string;
  first_six_digits: string;
  last_four_digits: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  billing_address: Record<string, string> | null;
};

export const sandboxTokens = pgTable('sandbox_processor_tokens', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  card: jsonb('card').$type<SandboxCardData>().notNull(),
  scenario: text('scenario').$type<TSandboxScenario>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sandboxCustomers = pgTable('sandbox_processor_customers', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  code: text('code'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  document: text('document'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxCards = pgTable('sandbox_processor_cards', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  customerId: text('customer_id').notNull(),
  card: jsonb('card').$type<SandboxCardData>().notNull(),
  scenario: text('scenario').$type<TSandboxScenario>().notNull(),
  /** 'active' or 'deleted' (Pagar.me keeps a deleted card, answered with that status). */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One order with its single credit-card charge; the answer is rebuilt from it. */
export const sandboxCharges = pgTable(
  'sandbox_processor_charges',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    account: text('account').notNull(),
    code: text('code'),
    customerId: text('customer_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The order item's description. */
    description: text('description').notNull(),
    /** The last transaction's status: authorized_pending_capture, not_authorized, processing, voided… */
    transactionStatus: text('transaction_status').notNull(),
    scenario: text('scenario').$type<TSandboxScenario>().notNull(),
    card: jsonb('card').$type<SandboxCardData>().notNull(),
    cardId: text('card_id'),
    authorizationCode: text('authorization_code'),
    /** The Idempotency-Key header of the order's creation: a repeat answers this charge again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_processor_charges_idempotency').on(table.account, table.idempotencyKey),
    index('sandbox_processor_charges_code').on(table.account, table.code),
  ],
);

const DDL = [
  sql`create table if not exists sandbox_processor_tokens (
    id text primary key, account text not null, card jsonb not null, scenario text not null,
    created_at timestamptz not null, expires_at timestamptz not null, used_at timestamptz)`,
  sql`create index if not exists sandbox_processor_tokens_expires on sandbox_processor_tokens (expires_at)`,
  sql`create table if not exists sandbox_processor_customers (
    id text primary key, account text not null, code text, name text not null, email text not null,
    document text, created_at timestamptz not null)`,
  sql`create table if not exists sandbox_processor_cards (
    id text primary key, account text not null, customer_id text not null, card jsonb not null,
    scenario text not null, status text not null, created_at timestamptz not null)`,
  sql`create index if not exists sandbox_processor_cards_customer on sandbox_processor_cards (customer_id)`,
  sql`create table if not exists sandbox_processor_charges (
    id text primary key, order_id text not null, account text not null, code text, customer_id text not null,
    amount integer not null, currency text not null, transaction_status text not null, scenario text not null,
    card jsonb not null, card_id text, authorization_code text, idempotency_key text,
    created_at timestamptz not null, updated_at timestamptz not null)`,
  sql`alter table sandbox_processor_charges add column if not exists description text not null default ''`,
  sql`create unique index if not exists sandbox_processor_charges_idempotency
    on sandbox_processor_charges (account, idempotency_key)`,
  sql`create index if not exists sandbox_processor_charges_code on sandbox_processor_charges (account, code)`,
];

/**
 * Creates the sandbox's tables when missing. Several API processes may start at once on one
 * PostgreSQL, so the statements run under a transaction-scoped advisory lock.
 */
export async function ensureSandboxTables(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sandbox_processor_ddl'))`);
    for (const statement of DDL) await tx.execute(statement);
  });
}
