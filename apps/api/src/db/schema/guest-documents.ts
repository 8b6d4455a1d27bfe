import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';

export const guestDocuments = pgTable(
  'guest_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(true),
    /** DocumentTypeId of the contracts: 0 birth certificate, 1 CPF, 2 CIE, 3 RG, 4 passport, 5 RUT, 6 DNI. */
    documentTypeId: smallint('document_type_id').notNull(),
    documentNumber: text('document_number').notNull(),
    /** Storage key of the front image (documents purpose), or null. */
    frontImageKey: text('front_image_key'),
    /** Storage key of the back image, or null. */
    backImageKey: text('back_image_key'),
    isAdditional: boolean('is_additional').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guest_documents_guest_idx').on(table.companyId, table.guestId),
    // The search by CPF compares its digits (search/repository.ts, decision 253), by any other document
    // its comparable text, as a resort keeps as many passports as others keep CPFs (decision 313).
    index('guest_documents_search_digits_idx').on(
      table.companyId,
      sql`regexp_replace(${table.documentNumber}, '[^0-9]', '', 'g')`,
    ),
    index('guest_documents_search_text_idx').on(
      table.companyId,
      table.documentTypeId,
      sql`upper(regexp_replace(${table.documentNumber}, '[[:space:]./-]', '', 'g'))`,
    ),
  ],
);

export type GuestDocumentRow = typeof guestDocuments.$inferSelect;
export type NewGuestDocumentRow = typeof guestDocuments.$inferInsert;
