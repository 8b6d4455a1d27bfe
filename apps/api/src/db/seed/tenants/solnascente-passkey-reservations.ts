import { ReservationStatus } from '@hospedar/contracts/constants';
import { ADDRESSES } from '../addresses.ts';
import { brazilianGuest } from '../guest-factory.ts';
import type { DemoReservation } from '../types.ts';

/** One main guest with an e-mail, for a passkey journey in one language (decision 117). */
function passkeyReservation(input: {
  reservationNumber: string;
  language: string;
  key: string;
  name: string;
  lastName: string;
  gender: 'female' | 'male';
  cpfBase: string;
}): DemoReservation {
  const email = `${input.name}.${input.lastName}`.toLowerCase() + '@example.com';
  return {
    reservationNumber: input.reservationNumber,
    status: ReservationStatus.CONFIRMED,
    checkinOffset: 9,
    checkoutOffset: 12,
    adults: 1,
    children: 0,
    billed: false,
    roomName: 'Suíte Jardim',
    paymentStatus: null,
    journey: `Passkeys in ${input.language} (end-to-end tests): a PIN, a passkey created, sign out, back in with the passkey and no code.`,
    guests: [
      brazilianGuest({
        key: input.key,
        name: input.name,
        lastName: input.lastName,
        gender: input.gender,
        masterGuest: true,
        cpfBase: input.cpfBase,
        birthdate: { fixed: '1988-02-14' },
        address: ADDRESSES.florianopolis,
        email,
        mobile: ['48', `99112${input.reservationNumber}`],
      }),
    ],
  };
}

/** Reservations 1120 to 1122: the passkey journeys, one a language. */
export const SOLNASCENTE_PASSKEY_RESERVATIONS: DemoReservation[] = [
  passkeyReservation({
    reservationNumber: '1120',
    language: 'pt-BR',
    key: 'teodora-vilela',
    name: 'Teodora',
    lastName: 'Vilela',
    gender: 'female',
    cpfBase: '731120458',
  }),
  passkeyReservation({
    reservationNumber: '1121',
    language: 'en-US',
    key: 'renato-falcao',
    name: 'Renato',
    lastName: 'Falcao',
    gender: 'male',
    cpfBase: '731121459',
  }),
  passkeyReservation({
    reservationNumber: '1122',
    language: 'es-ES',
    key: 'irene-bastos',
    name: 'Irene',
    lastName: 'Bastos',
    gender: 'female',
    cpfBase: '731122450',
  }),
];
