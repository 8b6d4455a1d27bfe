import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { bytea } from './guest-signatures.ts';

/**
 * The logos and backgrounds owners uploaded (decision 221), already resized and converted, named by the
 * hash of their bytes and served at /api/brand-images/<name> on the hotel's own host.
 */
export const brandImages = pgTable(
  'brand_images',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `<24 hex digits of the SHA-256 of the bytes>.png` or `.webp`. */
    name: text('name').notNull(),
    /** logo-internal, logo-external or background: what it was resized for. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.name] })],
);

export type BrandImageRow = typeof brandImages.$inferSelect;
