import { sql } from 'drizzle-orm';
import { customType, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';

/**
 * PostgreSQL bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Arrays. Written as
 * base64 text that PostgreSQL decodes: PGlite's own bytea parameter is a hex string built a byte at a
 * time on the event loop (about 90 ms for 300 kB), where Buffer's base64 is native.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')}, 'base64')`,
});

/** The signature an adult guest drew on the pad, as the PNG it sent; one per guest (a new one replaces it). */
export const guestSignatures = pgTable(
  'guest_signatures',
  {
    /** A new id for every signature saved; guests.signature_id names the current one. */
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    png: bytea('png').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('guest_signatures_guest_unique').on(table.guestId)],
);

export type GuestSignatureRow = typeof guestSignatures.$inferSelect;
