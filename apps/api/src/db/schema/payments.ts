import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';
import { reservations } from './reservations.ts';

/**
 * A reservation's payment order (spec section 3, Order; decision 95): at most one per reservation. Its
 * status ('open' | 'guaranteed' | 'cancelled') follows its charges; `closed` refuses further payments.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    closed: boolean('closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_orders_reservation_unique').on(table.companyId, table.reservationId)],
);

/**
 * A charge at check-in (decision 95): amount in the currency's minor unit (BRL cents), its items, its
 * status (contracts' CHARGE_STATUSES) and, once authorized, what the receipt shows: brand, last 4 digits,
 * authorization code. Never a card number or CVV.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('BRL'),
    /** [{ description, quantity, amount }] */
    items: jsonb('items').notNull().default([]),
    metadata: jsonb('metadata').notNull().default({}),
    status: text('status').notNull().default('created'),
    /** Random, URL-safe: names the charge in GET /api/access-token/{companyId}/{chargeToken}. */
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    declineCode: text('decline_code'),
    processorChargeId: text('processor_charge_id'),
    authorizationCode: text('authorization_code'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_charges_order_idx').on(table.companyId, table.orderId)],
);

/** Every status an order or a charge took, with why (a decline code, the payment that caused it). */
export const paymentStatusHistory = pgTable(
  'payment_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** Null for a change of the order's own status. */
    chargeId: uuid('charge_id').references(() => paymentCharges.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_status_history_order_idx').on(table.companyId, table.orderId, table.createdAt)],
);

/**
 * One POST /api/payment/pay, kept by its Idempotency-Key (decision 97): the request's hash, where it
 * stands, and its result, so a retry answers the first result and a concurrent twin authorizes nothing.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => paymentCharges.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request body as parsed: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** 'credit_card' | 'saved_card' | 'pay_at_hotel' */
    method: text('method').notNull(),
    /** The contracts' PAYMENT_STATUSES. */
    status: text('status').notNull().default('processing'),
    amountCents: integer('amount_cents').notNull(),
    isClosing: boolean('is_closing').notNull().default(false),
    declineCode: text('decline_code'),
    challengeUrl: text('challenge_url'),
    processorChargeId: text('processor_charge_id'),
    authorizationCode: text('authorization_code'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_key_unique').on(table.companyId, table.guestId, table.idempotencyKey),
    index('payment_attempts_charge_idx').on(table.companyId, table.chargeId),
  ],
);

/** The processor's customer for a person of a hotel (their saved cards hang from it). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull(),
    processor: text('processor').notNull(),
    processorCustomerId: text('processor_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_customers_person_unique').on(table.companyId, table.personId, table.processor),
  ],
);

/** A saved card (decision 98): the processor's card id and what it told us; never the number or CVV. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull(),
    processor: text('processor').notNull(),
    processorCustomerId: text('processor_customer_id').notNull(),
    processorCardId: text('processor_card_id').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_cards_processor_unique').on(table.companyId, table.processor, table.processorCardId),
    index('payment_cards_person_idx').on(table.companyId, table.personId),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentChargeRow = typeof paymentCharges.$inferSelect;
export type NewPaymentChargeRow = typeof paymentCharges.$inferInsert;
export type NewPaymentStatusHistoryRow = typeof paymentStatusHistory.$inferInsert;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentCardRow = typeof paymentCards.$inferSelect;
