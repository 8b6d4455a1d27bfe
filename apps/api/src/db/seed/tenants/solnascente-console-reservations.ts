import { ReservationStatus } from '@hospedar/contracts/constants';
import { ADDRESSES } from '../addresses.ts';
import { brazilianGuest } from '../guest-factory.ts';
import type { DemoReservation } from '../types.ts';

/** Reservation 1140: the staff console's LGPD journey (decision 243), a guest no other test touches. */
export const SOLNASCENTE_CONSOLE_RESERVATIONS: DemoReservation[] = [
  {
    reservationNumber: '1140',
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
        mobile: ['48', '991141140'],
        fnrhId: 'FNRH-DEMO-1140-CLARICE',
      }),
    ],
  },
];
