import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { staffMembers } from './staff.ts';

/**
 * Each hotel's LGPD settings (decision 203): how many days after a stay's check-out its guests' data is
 * erased by the retention job; null (or no row) is off.
 */
export const privacySettings = pgTable('privacy_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who acted: the hotel CLI's operator today, a staff account of the console later, or the retention job. */
export const PRIVACY_ACTOR_KINDS = ['cli', 'staff', 'system'] as const;
export type TPrivacyActorKind = (typeof PRIVACY_ACTOR_KINDS)[number];

/** What was done: an export, an erasure asked for, an erasure by retention, a retention setting changed. */
export const PRIVACY_ACTIONS = ['export', 'erase', 'retention-erase', 'retention-setting'] as const;
export type TPrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/**
 * Every export and erasure of a guest's data (decision 204), for the staff console to read: who (the kind
 * of actor, a name, and the staff account's id once the console exists), when, what (the guests and
 * person it covered, and the action's own report: counts, files, what was kept and why). It never holds
 * the guest's name, documents or contacts: ids and counts only.
 */
export const privacyAuditLog = pgTable(
  'privacy_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action').$type<TPrivacyAction>().notNull(),
    actorKind: text('actor_kind').$type<TPrivacyActorKind>().notNull(),
    /** The operator's name as the CLI was given it (or the OS user), 'retention' for the job. */
    actor: text('actor').notNull(),
    /**
     * The staff account that acted from the console (decision 240); its name is kept in `actor`, so the
     * entry still says who acted should the account's row ever go.
     */
    staffAccountId: uuid('staff_account_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The person at the hotel (guests.person_id) the action covered; null for a setting. */
    personId: uuid('person_id'),
    /** The guest rows it covered. */
    guestIds: uuid('guest_ids').array().notNull().default([]),
    /** The action's report (TPrivacyAuditDetails): ids, counts, file names, what was kept and why. */
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_audit_log_company_idx').on(table.companyId, table.createdAt)],
);

export type PrivacySettingsRow = typeof privacySettings.$inferSelect;
export type PrivacyAuditRow = typeof privacyAuditLog.$inferSelect;
