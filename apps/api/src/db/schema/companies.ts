import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One hotel (tenant). The jsonb columns hold what the hotel configures; they are parsed by the
 * contracts' schemas on the way out, so a bad stored value never reaches the portal as is.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  subdomain: text('subdomain').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  name: text('name').notNull(),
  groupId: text('group_id'),
  groupOrCompany: text('group_or_company').notNull(),
  hotel: jsonb('hotel').notNull(),
  theme: jsonb('theme').notNull(),
  rules: jsonb('rules').notNull(),
  welcomeRules: jsonb('welcome_rules').notNull(),
  stepsConfig: jsonb('steps_config').notNull(),
  parameters: jsonb('parameters').notNull(),
  languages: text('languages').array().notNull(),
  personalization: jsonb('personalization').notNull(),
  enableSearchByReservationNumber: boolean('enable_search_by_reservation_number').notNull().default(true),
  enableSearchByDocument: boolean('enable_search_by_document').notNull().default(false),
  enableSearchByEmailOrPhoneNumber: boolean('enable_search_by_email_or_phone_number')
    .notNull()
    .default(false),
  enableSearchByName: boolean('enable_search_by_name').notNull().default(false),
  enableSearchByFacialRecognition: boolean('enable_search_by_facial_recognition').notNull().default(false),
  newPortalEnabled: boolean('new_portal_enabled').notNull().default(true),
  legacyUrl: text('legacy_url'),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  termsOfUseVersion: text('terms_of_use_version'),
  privacyPolicyVersion: text('privacy_policy_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
