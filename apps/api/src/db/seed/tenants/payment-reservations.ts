import { ReservationStatus } from '@hospedar/contracts/constants';
import type { TGender } from '@hospedar/contracts/constants';
import { ADDRESSES } from '../addresses.ts';
import { brazilianGuest } from '../guest-factory.ts';
import type { DemoAddress, DemoOrder, DemoReservation } from '../types.ts';

type Person = { name: string; gender: TGender };
type PaymentCouple = {
  reservationNumber: string;
  lastName: string;
  main: Person;
  companion: Person;
  checkinOffset: number;
  nights: number;
  /** BRL cents per night. */
  nightly: number;
  roomName: string;
  areaCode: string;
  address: DemoAddress;
  journey: string;
};

/** Diárias plus the town's tourism tax per adult and night (R$ 5,00), as one charge at check-in. */
function demoOrder({ nights, nightly }: Pick<PaymentCouple, 'nights' | 'nightly'>): DemoOrder {
  return {
    charges: [
      {
        key: 'checkin',
        items: [
          { description: 'Diária', quantity: nights, amount: nightly * nights },
          { description: 'Taxa de turismo', quantity: 2 * nights, amount: 500 * 2 * nights },
        ],
      },
    ],
  };
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const email = (person: Person, lastName: string) => `${ascii(`${person.name}.${lastName}`)}@example.com`;

/** A main guest with e-mail and phone and one adult companion, with an order of one charge at check-in. */
function paymentReservation(couple: PaymentCouple): DemoReservation {
  const { reservationNumber: number, lastName } = couple;
  const guest = (person: Person, role: 1 | 2) =>
    brazilianGuest({
      // One key per person: the key names the person (personId) across reservations.
      key: ascii(`${person.name}-${lastName}`),
      name: person.name,
      lastName,
      gender: person.gender,
      masterGuest: role === 1,
      cpfBase: `${number}${role}8462`,
      birthdate: { fixed: role === 1 ? '1986-04-17' : '1988-09-02' },
      address: couple.address,
      email: email(person, lastName),
      mobile: [couple.areaCode, `97${number}${role}00`],
    });
  return {
    reservationNumber: number,
    status: ReservationStatus.CONFIRMED,
    checkinOffset: couple.checkinOffset,
    checkoutOffset: couple.checkinOffset + couple.nights,
    adults: 2,
    children: 0,
    billed: false,
    roomName: couple.roomName,
    paymentStatus: null,
    journey: couple.journey,
    guests: [guest(couple.main, 1), guest(couple.companion, 2)],
    order: demoOrder(couple),
  };
}

const m = (name: string): Person => ({ name, gender: 'male' });
const f = (name: string): Person => ({ name, gender: 'female' });

const SOL_JOURNEY_MOBILE =
  'Payment guarantee, required by the hotel before the list is finished (end-to-end tests, mobile).';
const SOL_JOURNEY_DESKTOP =
  'Payment guarantee, required by the hotel before the list is finished (end-to-end tests, desktop).';

/** Sol Nascente requires the guarantee (rules.warrantyRequired): 1100 to 1111. */
const SOLNASCENTE_COUPLES: [number: string, lastName: string, main: Person, companion: Person][] = [
  ['1100', 'Fontes', m('Gabriel'), f('Helena')],
  ['1101', 'Queiroz', m('Lucas'), f('Alice')],
  ['1102', 'Lacerda', m('Matheus'), f('Manuela')],
  ['1103', 'Barbosa', m('Gustavo'), f('Valentina')],
  ['1104', 'Cardoso', m('Felipe'), f('Laura')],
  ['1105', 'Nascimento', m('Thiago'), f('Isabela')],
  ['1106', 'Campos', m('Rodrigo'), f('Sofia')],
  ['1107', 'Freitas', m('André'), f('Beatriz')],
  ['1108', 'Peixoto', m('Daniel'), f('Cecília')],
  ['1109', 'Siqueira', m('Henrique'), f('Lívia')],
  ['1110', 'Macedo', m('Leonardo'), f('Clara')],
  ['1111', 'Guimarães', m('Fábio'), f('Heloísa')],
];
export const SOLNASCENTE_PAYMENT_RESERVATIONS: DemoReservation[] = SOLNASCENTE_COUPLES.map(
  ([reservationNumber, lastName, main, companion], index) =>
    paymentReservation({
      reservationNumber,
      lastName,
      main,
      companion,
      checkinOffset: 4 + (index % 4),
      nights: 3,
      nightly: 42000,
      roomName: 'Suíte Jardim',
      areaCode: '48',
      address: ADDRESSES.florianopolis,
      journey: index < 6 ? SOL_JOURNEY_MOBILE : SOL_JOURNEY_DESKTOP,
    }),
);

const MAR_JOURNEY_MOBILE = 'Payment guarantee, optional at this hotel (end-to-end tests, mobile).';
const MAR_JOURNEY_DESKTOP = 'Payment guarantee, optional at this hotel (end-to-end tests, desktop).';

/** Mar Azul offers the guarantee without requiring it: 2100 to 2105. */
const MARAZUL_COUPLES: [number: string, lastName: string, main: Person, companion: Person][] = [
  ['2100', 'Albuquerque', m('Renato'), f('Paula')],
  ['2101', 'Vasconcelos', m('Sérgio'), f('Renata')],
  ['2102', 'Figueiredo', m('Paulo'), f('Mariana')],
  ['2103', 'Monteiro', m('Ricardo'), f('Fernanda')],
  ['2104', 'Carvalho', m('Roberto'), f('Tatiana')],
  ['2105', 'Borges', m('Alexandre'), f('Vanessa')],
];
export const MARAZUL_PAYMENT_RESERVATIONS: DemoReservation[] = MARAZUL_COUPLES.map(
  ([reservationNumber, lastName, main, companion], index) =>
    paymentReservation({
      reservationNumber,
      lastName,
      main,
      companion,
      checkinOffset: 5 + (index % 3),
      nights: 2,
      nightly: 56000,
      roomName: 'Quarto Vista Mar',
      areaCode: '81',
      address: ADDRESSES.recife,
      journey: index < 3 ? MAR_JOURNEY_MOBILE : MAR_JOURNEY_DESKTOP,
    }),
);
