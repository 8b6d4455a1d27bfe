import { DocumentTypeId, ReservationStatus } from '@hospedar/contracts/constants';
import { ADDRESSES } from '../addresses.ts';
import { brazilianGuest, foreignGuest } from '../guest-factory.ts';
import type { DemoReservation } from '../types.ts';

const stay = {
  status: ReservationStatus.CONFIRMED,
  checkinOffset: 6,
  checkoutOffset: 9,
  billed: false,
  roomName: 'Suíte Mar',
  paymentStatus: null,
} as const;

/**
 * Reservations 1130 to 1132: guests whose forms FNRH Digital (on at this hotel, decision 186) would
 * refuse, so the confirmation step tells them before they finish.
 */
export const SOLNASCENTE_FNRH_DIGITAL_RESERVATIONS: DemoReservation[] = [
  {
    ...stay,
    reservationNumber: '1130',
    adults: 1,
    children: 0,
    journey:
      'FNRH Digital (end-to-end tests): an Argentine guest with only a DNI; the confirmation says FNRH Digital needs a CPF or a passport, and the link leads to the document.',
    guests: [
      foreignGuest({
        key: 'valentina-gomez',
        name: 'Valentina',
        lastName: 'Gómez',
        gender: 'female',
        masterGuest: true,
        birthdate: { fixed: '1991-04-17' },
        address: ADDRESSES.buenosAires,
        language: 'es-ES',
        nationality: { id: 'AR', name: 'Argentina' },
        document: { typeId: DocumentTypeId.DNI, number: '35987123' },
        email: 'valentina.gomez@example.com',
        mobile: { countryCode: '54', areaCode: '11', number: '55551130' },
      }),
    ],
  },
  {
    ...stay,
    reservationNumber: '1131',
    adults: 1,
    children: 0,
    journey:
      'FNRH Digital (end-to-end tests): a resident of Brazil whose city the PMS sent as "Floripa", not a city of the IBGE list; the confirmation asks to pick the city.',
    guests: [
      brazilianGuest({
        key: 'otavio-furtado',
        name: 'Otávio',
        lastName: 'Furtado',
        gender: 'male',
        masterGuest: true,
        cpfBase: '113110462',
        birthdate: { fixed: '1979-08-30' },
        address: ADDRESSES.floripa,
        email: 'otavio.furtado@example.com',
        mobile: ['48', '991131131'],
      }),
    ],
  },
  {
    ...stay,
    reservationNumber: '1132',
    adults: 1,
    children: 1,
    journey:
      "FNRH Digital: an Argentine mother with only a DNI and her son with a passport; FNRH Digital takes a minor only with a guardian's CPF or passport, so both forms say so.",
    guests: [
      foreignGuest({
        key: 'lucia-herrera',
        name: 'Lucía',
        lastName: 'Herrera',
        gender: 'female',
        masterGuest: true,
        birthdate: { fixed: '1986-12-02' },
        address: ADDRESSES.buenosAires,
        language: 'es-ES',
        nationality: { id: 'AR', name: 'Argentina' },
        document: { typeId: DocumentTypeId.DNI, number: '32456789' },
        email: 'lucia.herrera@example.com',
        mobile: { countryCode: '54', areaCode: '11', number: '55551132' },
      }),
      foreignGuest({
        key: 'mateo-herrera',
        name: 'Mateo',
        lastName: 'Herrera',
        gender: 'male',
        isChild: true,
        birthdate: { yearsAgo: 9, extraDaysAgo: 60 },
        address: ADDRESSES.buenosAires,
        language: 'es-ES',
        nationality: { id: 'AR', name: 'Argentina' },
        document: { typeId: DocumentTypeId.PASSPORT, number: 'AAA482913' },
      }),
    ],
  },
];
