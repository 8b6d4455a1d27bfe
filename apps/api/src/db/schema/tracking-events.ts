import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Where guests came from and where they stopped filling (POST /api/track/{id} and
 * /api/track/{id}/filling-data), kept for the hotel's reports. `subjectId` is the id of the call's
 * path: a reservation or a guest of this hotel.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    /** 'origin' (where the guest came from) or 'filling-data' (the form step the guest reached). */
    kind: text('kind').notNull(),
    /** The origin header (a link in a message, a QR code at the desk...) or the form's origin. */
    origin: text('origin'),
    formOrigin: text('form_origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_company_subject_idx').on(table.companyId, table.subjectId, table.createdAt),
  ],
);

export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEventRow = typeof trackingEvents.$inferInsert;
