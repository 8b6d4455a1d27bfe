import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import {
  FNRH_DIGITAL_OUTCOMES,
  type TFnrhDigitalOutcome,
} from '@hospedar/contracts/integration/fnrh-digital-attempts';

/**
 * Each hotel's FNRH Digital settings (decision 153): when enabled, every finished guest form is also
 * registered with the government's API. The key is sent as HTTP Basic, so it is kept (not hashed) and
 * never logged nor answered.
 */
export const fnrhDigitalSettings = pgTable('fnrh_digital_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  isEnabled: boolean('is_enabled').notNull().default(false),
  username: text('username').notNull(),
  apiKey: text('api_key').notNull(),
  /** 11 digits: the hotel's person responsible for the FNRH, sent as the cpf_solicitante header. */
  cpfSolicitante: text('cpf_solicitante').notNull(),
  /** Null: the local contract server; else Serpro's base URL (…/FNRH_API/rest/v2). */
  baseUrl: text('base_url'),
  /** Whether the form asks race and disability (FNRH Digital's optional fields). */
  askRaceAndDisability: boolean('ask_race_and_disability').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every attempt to register a finished form with FNRH Digital and the government's answer, for the hotel
 * to read (decision 154). `outcome`: 'accepted', 'rejected' (the API refused a field; not retried),
 * 'not-sendable' (our data cannot satisfy the API; not sent), 'failed' (network, 5xx, 401; retried).
 */
export const fnrhDigitalAttempts = pgTable(
  'fnrh_digital_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The outbox message (the export) the attempt belongs to. */
    exportId: uuid('export_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    guestId: uuid('guest_id'),
    outcome: text('outcome').$type<TFnrhDigitalOutcome>().notNull(),
    /** The HTTP status of the answer; null when none came (network) or nothing was sent. */
    httpStatus: integer('http_status'),
    /** The government's answer body (JSON), or our own reasons for 'not-sendable'. */
    answer: jsonb('answer'),
    /** A one-line reason for the hotel. */
    reason: text('reason'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fnrh_digital_attempts_company_idx').on(table.companyId, table.attemptedAt)],
);

export { FNRH_DIGITAL_OUTCOMES, type TFnrhDigitalOutcome };
export type FnrhDigitalSettingsRow = typeof fnrhDigitalSettings.$inferSelect;
export type NewFnrhDigitalSettingsRow = typeof fnrhDigitalSettings.$inferInsert;
export type FnrhDigitalAttemptRow = typeof fnrhDigitalAttempts.$inferSelect;
