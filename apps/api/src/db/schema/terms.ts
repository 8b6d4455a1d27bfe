import { date, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const terms = pgTable(
  'terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** TermsType of the contracts: 1 terms of use, 2 privacy policy. */
    type: smallint('type').notNull(),
    language: text('language').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: date('updated_at', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('terms_company_type_language_version_unique').on(
      table.companyId,
      table.type,
      table.language,
      table.version,
    ),
  ],
);

export type TermsRow = typeof terms.$inferSelect;
export type NewTermsRow = typeof terms.$inferInsert;
