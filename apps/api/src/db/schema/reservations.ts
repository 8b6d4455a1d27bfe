import { boolean, date, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reservationNumber: text('reservation_number').notNull(),
    adultsNumber: smallint('adults_number').notNull().default(1),
    childrenNumber: smallint('children_number').notNull().default(0),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    isDemonstration: boolean('is_demonstration').notNull().default(false),
    resStatus: smallint('res_status').notNull(),
    paymentStatus: text('payment_status'),
    billed: boolean('billed').notNull().default(false),
    roomName: text('room_name'),
    /** The first time the main guest finished the guest list (every form sent to the hotel). */
    guestListFinishedAt: timestamp('guest_list_finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also the index of every lookup by number (decision 313 dropped a plain copy of it).
    unique('reservations_company_number_unique').on(table.companyId, table.reservationNumber),
    // The search by name and stay, and the console's arrivals by check-in date (decision 313).
    index('reservations_company_stay_idx').on(table.companyId, table.checkinDate, table.checkoutDate),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
