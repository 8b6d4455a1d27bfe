import { z } from 'zod';
import { DocumentTypeId, GENDERS, LANGUAGES } from '../constants.ts';

const optional = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => (value === '' ? null : value));
const required = (max: number) => z.string().min(1, { message: 'required' }).max(max);
const yesNo = z
  .enum(['yes', 'no', ''], { message: "'yes', 'no' or empty" })
  .transform((value) => value === 'yes');
const DOCUMENT_TYPE_NAMES = Object.keys(DocumentTypeId) as (keyof typeof DocumentTypeId)[];

/**
 * One line of the file `npm run hotel -- import-reservations` reads (decision 175): one guest of a
 * reservation. Lines with the same reservation_number are one reservation; its own columns
 * (checkin_date, checkout_date, room_name, status) must then agree. Every column is text; an empty cell
 * is "not given". The CLI turns the lines into the integration API's upsert body
 * (integration/upsert-reservation.ts), whose rules then apply as they do to the API.
 */
export const ZReservationCsvRow = z
  .object({
    reservation_number: required(40),
    checkin_date: required(10),
    checkout_date: required(10),
    room_name: optional(60),
    /** The spec's reservation status number (0 to confirm, 1 confirmed...); empty: 1. */
    status: z
      .string()
      .regex(/^\d?$/, { message: 'a status number (0-9) or empty' })
      .transform((value) => (value === '' ? null : Number(value))),
    guest_id: required(80),
    main_guest: yesNo,
    child: yesNo,
    first_name: required(120),
    last_name: required(120),
    gender: z
      .union([z.enum(GENDERS), z.literal('')], { message: `one of ${GENDERS.join(', ')} or empty` })
      .transform((value) => (value === '' ? null : value)),
    email: optional(254),
    /** YYYY-MM-DD */
    birthdate: optional(10),
    language: z
      .union([z.enum(LANGUAGES), z.literal('')], { message: `one of ${LANGUAGES.join(', ')} or empty` })
      .transform((value) => (value === '' ? null : value)),
    /** ISO 3166-1 alpha-2 code, e.g. BR. */
    nationality: z
      .string()
      .regex(/^([A-Z]{2})?$/, { message: 'a two-letter country code (BR) or empty' })
      .transform((value) => (value === '' ? null : value)),
    nationality_name: optional(200),
    phone_country_code: optional(4),
    phone_area_code: optional(5),
    phone_number: optional(20),
    document_type: z
      .union([z.enum(DOCUMENT_TYPE_NAMES), z.literal('')], {
        message: `one of ${DOCUMENT_TYPE_NAMES.join(', ')} or empty`,
      })
      .transform((value) => (value === '' ? null : DocumentTypeId[value])),
    document_number: optional(40),
    zip_code: optional(20),
    address: optional(200),
    address_number: optional(20),
    address_complement: optional(200),
    neighborhood: optional(200),
    /** IBGE code of a Brazilian city, e.g. 3550308. */
    city_code: optional(60),
    city_name: optional(200),
    /** The state's abbreviation, e.g. SP. */
    state_code: optional(60),
    state_name: optional(200),
    /** ISO 3166-1 alpha-2 code of the guest's country of residence. */
    country: optional(2),
    country_name: optional(200),
  })
  .strict()
  .superRefine((row, context) => {
    if ((row.document_type === null) !== (row.document_number === null)) {
      context.addIssue({
        code: 'custom',
        path: [row.document_type === null ? 'document_type' : 'document_number'],
        message: 'document_type and document_number go together',
      });
    }
  });
export type TReservationCsvRow = z.infer<typeof ZReservationCsvRow>;

/** The columns of the file, in the order the example writes them. */
export const RESERVATION_CSV_COLUMNS = Object.keys(ZReservationCsvRow.shape) as (keyof TReservationCsvRow)[];
