import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { guests } from './guests.ts';
import { reservations } from './reservations.ts';

/**
 * What the hotel received: the local FNRH driver (adapters/fnrh) writes each export here, once per
 * outbox message, when no hotel integration is configured.
 */
export const hotelExports = pgTable(
  'hotel_exports',
  {
    /** The id of the outbox message that carried the export, so a retried delivery is kept once. */
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The guest of a 'guest' export; null for a 'guest-list'. */
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    /** 'guest' | 'guest-list' */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hotel_exports_reservation_idx').on(table.companyId, table.reservationId)],
);

export type HotelExportRow = typeof hotelExports.$inferSelect;
