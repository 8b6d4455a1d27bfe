import { ReservationStatus } from '@hospedar/contracts/constants';
import { ADDRESSES } from '../addresses.ts';
import { brazilianGuest } from '../guest-factory.ts';
import type { DemoReservation } from '../types.ts';

const arrivingToday = {
  status: ReservationStatus.CONFIRMED,
  checkinOffset: 0,
  billed: false,
  paymentStatus: null,
} as const;

/**
 * Reservations 1140 and 1141 check in today, so the console's arrivals (issue 17) open on guests in every
 * state: 1140's main guest finishes her form in the end-to-end test while the desk watches.
 */
export const SOLNASCENTE_CONSOLE_RESERVATIONS: DemoReservation[] = [
  {
    ...arrivingToday,
    reservationNumber: '1140',
    checkoutOffset: 2,
    roomName: 'Suíte Jardim',
    adults: 2,
    children: 0,
    journey:
      'Console arrivals (end-to-end tests, desktop): checks in today; Rosa fills her FNRH with the document photos and signs while the desk watches her turn completed without a reload.',
    guests: [
      brazilianGuest({
        key: 'rosa-amaral',
        name: 'Rosa',
        lastName: 'Amaral',
        gender: 'female',
        masterGuest: true,
        cpfBase: '114010462',
        birthdate: { fixed: '1984-05-21' },
        address: ADDRESSES.florianopolis,
        email: 'rosa.amaral@example.com',
        mobile: ['48', '991141140'],
      }),
      brazilianGuest({
        key: 'jonas-amaral',
        name: 'Jonas',
        lastName: 'Amaral',
        gender: 'male',
        cpfBase: '114020462',
        birthdate: { fixed: '1982-11-02' },
        address: ADDRESSES.florianopolis,
        email: 'jonas.amaral@example.com',
        mobile: ['48', '991141141'],
      }),
    ],
  },
  {
    ...arrivingToday,
    reservationNumber: '1141',
    checkoutOffset: 3,
    roomName: 'Chalé 2',
    adults: 1,
    children: 0,
    journey:
      'Console arrivals: checks in today with the form already completed (the desk sees a completed guest and opens the resend and PDF actions).',
    guests: [
      brazilianGuest({
        key: 'vera-lins',
        name: 'Vera',
        lastName: 'Lins',
        gender: 'female',
        masterGuest: true,
        cpfBase: '114110462',
        birthdate: { fixed: '1975-02-14' },
        address: ADDRESSES.curitiba,
        email: 'vera.lins@example.com',
        mobile: ['41', '991141142'],
        fnrhId: 'FNRH-DEMO-1141',
      }),
    ],
  },
  {
    // The staff console's LGPD journey (decision 243), a guest no other test touches.
    reservationNumber: '1142',
    status: ReservationStatus.CONFIRMED,
    checkinOffset: 9,
    checkoutOffset: 12,
    adults: 1,
    children: 0,
    billed: false,
    roomName: 'Suíte Jardim',
    paymentStatus: null,
    journey:
      "Console privacy (end-to-end tests): form completed; the owner finds the guest, downloads the LGPD export and erases the guest's data.",
    guests: [
      brazilianGuest({
        key: 'clarice-bandeira',
        name: 'Clarice',
        lastName: 'Bandeira',
        gender: 'female',
        masterGuest: true,
        cpfBase: '740318265',
        birthdate: { fixed: '1979-09-23' },
        address: ADDRESSES.florianopolis,
        email: 'clarice.bandeira@example.com',
        mobile: ['48', '991141143'],
        fnrhId: 'FNRH-DEMO-1142-CLARICE',
      }),
    ],
  },
];
