import type { DemoReservation } from '../types.ts';
import { SOLNASCENTE_CONSOLE_RESERVATIONS } from './solnascente-console-reservations.ts';
import { SOLNASCENTE_FNRH_DIGITAL_RESERVATIONS } from './solnascente-fnrh-digital-reservations.ts';
import { SOLNASCENTE_PAYMENT_RESERVATIONS } from './payment-reservations.ts';
import { SOLNASCENTE_JOURNEY_RESERVATIONS } from './solnascente-journey-reservations.ts';
import { SOLNASCENTE_PASSKEY_RESERVATIONS } from './solnascente-passkey-reservations.ts';
import { SOLNASCENTE_STATUS_RESERVATIONS } from './solnascente-status-reservations.ts';

export const SOLNASCENTE_RESERVATIONS: DemoReservation[] = [
  ...SOLNASCENTE_STATUS_RESERVATIONS,
  ...SOLNASCENTE_JOURNEY_RESERVATIONS,
  ...SOLNASCENTE_PAYMENT_RESERVATIONS,
  ...SOLNASCENTE_PASSKEY_RESERVATIONS,
  ...SOLNASCENTE_FNRH_DIGITAL_RESERVATIONS,
  ...SOLNASCENTE_CONSOLE_RESERVATIONS,
];
