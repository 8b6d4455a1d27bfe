import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { bytea } from './guest-signatures.ts';
import { guests } from './guests.ts';

/**
 * A guest's consent to facial biometrics (LGPD art. 11, decision 121): to which text, in which language,
 * when, at which hotel. Recorded before any face is stored; a withdrawal sets withdrawn_at (the row keeps
 * only these dates) and deletes every face of the person. At most one open consent per person and hotel.
 */
export const biometricConsents = pgTable(
  'biometric_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The guest who said yes (their token). */
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** The person the consent covers across their reservations at this hotel (guests.person_id). */
    personId: uuid('person_id').notNull(),
    textVersion: text('text_version').notNull(),
    language: text('language').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('biometric_consents_open_unique')
      .on(table.companyId, table.personId)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/**
 * A registered face (decision 122): the descriptor of one image, for one person at one hotel (one face
 * per person and hotel; a new one replaces it). `descriptor` is the model's L2-normalized vector as
 * little-endian float32; `image_key` the registration image in storage, deleted with the row.
 */
export const faceTemplates = pgTable(
  'face_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    descriptor: bytea('descriptor').notNull(),
    imageKey: text('image_key').notNull(),
    /** The quality measures of the registration image (ZFaceQualityReport). */
    quality: jsonb('quality').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('face_templates_person_unique').on(table.companyId, table.personId),
    index('face_templates_company_model_idx').on(table.companyId, table.model),
  ],
);

/**
 * A stranger's face search image (POST /api/storage/recognition): issued with its form, used by one
 * search, deleted by it or once expired (decision 123).
 */
export const faceSearchUploads = pgTable(
  'face_search_uploads',
  {
    key: text('key').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('face_search_uploads_expiry_idx').on(table.expiresAt)],
);

export type FaceTemplateRow = typeof faceTemplates.$inferSelect;
export type BiometricConsentRow = typeof biometricConsents.$inferSelect;
