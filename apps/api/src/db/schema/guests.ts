import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { reservations } from './reservations.ts';

/** One guest of one reservation: the FNRH fields of spec section 3, one column each. */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().defaultRandom(),
    masterGuest: boolean('master_guest').notNull().default(false),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    socialName: text('social_name'),
    informSocialName: boolean('inform_social_name').notNull().default(false),
    isChild: boolean('is_child').notNull().default(false),
    vip: boolean('vip').notNull().default(false),
    gender: text('gender'),
    email: text('email'),
    /** Language the guest prefers for messages (pt-BR, en-US, es-ES). */
    language: text('language'),
    birthdate: date('birthdate', { mode: 'string' }),
    jobId: text('job_id'),
    jobName: text('job_name'),
    nationalityId: text('nationality_id'),
    nationalityName: text('nationality_name'),
    mobileCountryCode: text('mobile_country_code'),
    mobileAreaCode: text('mobile_area_code'),
    mobileNumber: text('mobile_number'),
    homePhoneDdi: text('home_phone_ddi'),
    homePhoneDdd: text('home_phone_ddd'),
    homePhoneNumber: text('home_phone_number'),
    address: text('address'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    neighborhood: text('neighborhood'),
    zipCode: text('zip_code'),
    cityId: text('city_id'),
    cityName: text('city_name'),
    stateId: text('state_id'),
    stateName: text('state_name'),
    countryId: text('country_id'),
    countryName: text('country_name'),
    arrivingFromCountry: text('arriving_from_country'),
    arrivingFromState: text('arriving_from_state'),
    arrivingFromCity: text('arriving_from_city'),
    nextDestinationCountry: text('next_destination_country'),
    nextDestinationState: text('next_destination_state'),
    nextDestinationCity: text('next_destination_city'),
    purposeTrip: text('purpose_trip'),
    arrivingBy: text('arriving_by'),
    photoKey: text('photo_key'),
    photoId: text('photo_id'),
    signatureId: text('signature_id'),
    signatureKey: text('signature_key'),
    biometricsAccepted: boolean('biometrics_accepted').notNull().default(false),
    /** Present once the guest's FNRH is finalized: the guest is then complete. */
    fnrhId: text('fnrh_id'),
    extraFields: jsonb('extra_fields').notNull().default({}),
    additionalData: jsonb('additional_data').notNull().default({}),
    termsAcceptance: jsonb('terms_acceptance').notNull().default([]),
    optins: jsonb('optins').notNull().default([]),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** How the main guest last notified this companion: 'email' or 'sms'. */
    notifiedChannel: text('notified_channel'),
    /**
     * The main guest's accommodation preferences (PUT /api/appointments/preferences/set): room type,
     * estimated check-in time, floor, elevator, with the time they were set; null until set.
     */
    accommodationPreferences: jsonb('accommodation_preferences'),
    /**
     * The hotel system's own key for this guest in its reservation (PUT /api/integration/v1/reservations/
     * {number}); null for guests the integration did not create. Unique within the reservation.
     */
    externalId: text('external_id'),
    /**
     * What the hotel's system last sent for this guest, column by column (decision 131): a column whose
     * value still equals it was not filled by the guest, so the next upsert may change it.
     */
    integrationValues: jsonb('integration_values'),
    /** The first time the guest's form was saved in the portal: the pre-check-in is in progress. */
    formStartedAt: timestamp('form_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guests_company_reservation_idx').on(table.companyId, table.reservationId),
    index('guests_company_email_idx').on(table.companyId, table.email),
    // A person's guests: the face search, biometrics and the privacy requests (decision 313).
    index('guests_company_person_idx').on(table.companyId, table.personId),
    // The searches by e-mail and by phone compare these expressions (search/repository.ts, decision 253).
    index('guests_company_search_email_idx').on(table.companyId, sql`lower(trim(${table.email}))`),
    index('guests_company_search_mobile_idx').on(
      table.companyId,
      sql`regexp_replace(coalesce(${table.mobileCountryCode}, '') || coalesce(${table.mobileAreaCode}, '') || coalesce(${table.mobileNumber}, ''), '[^0-9]', '', 'g')`,
    ),
    uniqueIndex('guests_reservation_external_id_unique').on(table.reservationId, table.externalId),
  ],
);

export type GuestRow = typeof guests.$inferSelect;
export type NewGuestRow = typeof guests.$inferInsert;
