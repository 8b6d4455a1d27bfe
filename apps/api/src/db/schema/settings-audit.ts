import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { staffMembers } from './staff.ts';

/**
 * Every saved change of a hotel's settings from the console (decision 208): who, when, which section,
 * the section before and after. The member's name and e-mail are copied, so the entry still says who
 * once the account is removed.
 */
export const settingsAuditLog = pgTable(
  'settings_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    section: text('section').notNull(),
    changedFields: text('changed_fields').array().notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('settings_audit_log_company_idx').on(table.companyId, table.createdAt)],
);

export type SettingsAuditRow = typeof settingsAuditLog.$inferSelect;
