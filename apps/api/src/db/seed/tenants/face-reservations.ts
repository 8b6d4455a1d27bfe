import { ReservationStatus } from '@hospedar/contracts/constants';
import { ADDRESSES } from '../addresses.ts';
import { brazilianGuest } from '../guest-factory.ts';
import type { DemoReservation } from '../types.ts';

/** Mar Azul's reservations of the face screens (issue 15; decisions 127 to 132). */
export const MARAZUL_FACE_RESERVATIONS: DemoReservation[] = [
  {
    reservationNumber: '2120',
    status: ReservationStatus.CONFIRMED,
    checkinOffset: 4,
    checkoutOffset: 6,
    adults: 1,
    children: 0,
    billed: false,
    roomName: 'Standard 1120',
    paymentStatus: null,
    journey:
      'Facial biometrics (end-to-end tests): the guest consents, registers a face from the guest list, finds the reservation with another picture, and withdraws.',
    guests: [
      brazilianGuest({
        key: 'caio',
        name: 'Caio',
        lastName: 'Rezende',
        gender: 'male',
        masterGuest: true,
        cpfBase: '312045678',
        birthdate: { fixed: '1984-05-09' },
        address: ADDRESSES.recife,
        email: 'caio.rezende@example.com',
        mobile: ['81', '972120100'],
      }),
    ],
  },
];
