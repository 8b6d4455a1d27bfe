import type { TLanguage } from '@hospedar/contracts/constants';
import type { TEmailPayload } from '../messaging/outbox-payload.ts';
import { emailLayout, textRow } from '../messaging/email-layout.ts';
import { PIN_DAILY_MAX_FAILED_ATTEMPTS } from './pin-rules.ts';

export type PinGuessNoticeInput = {
  /** The hotel's first language. */
  language: TLanguage;
  hotelName: string;
  primaryColor: string;
  guestName: string;
  reservationNumber: string;
  /** When sign-in by code opens again, already written in the hotel's time zone. */
  pausedUntil: string;
};

type Texts = {
  subject: (guest: string, reservation: string) => string;
  what: (input: { guest: string; reservation: string; wrong: number; until: string }) => string;
  todo: string;
};

/** What the hotel reads when a guest's sign-in by code is paused; no code, link or contact in it. */
const TEXTS: Record<TLanguage, Texts> = {
  'pt-BR': {
    subject: (guest, reservation) => `Acesso por código pausado: ${guest}, reserva ${reservation}`,
    what: ({ guest, reservation, wrong, until }) =>
      `${wrong} códigos errados foram digitados em 24 horas para ${guest} (reserva ${reservation}). O acesso por código ao pré-check-in desse hóspede está pausado até ${until}.`,
    todo: 'Se o hóspede procurar o hotel, confirme a identidade dele e ajude-o no balcão. Se não foi ele, alguém pode estar tentando entrar como ele.',
  },
  'en-US': {
    subject: (guest, reservation) => `Sign-in by code paused: ${guest}, reservation ${reservation}`,
    what: ({ guest, reservation, wrong, until }) =>
      `${wrong} wrong codes were typed in 24 hours for ${guest} (reservation ${reservation}). This guest's sign-in by code to the pre-check-in is paused until ${until}.`,
    todo: 'If the guest contacts the hotel, confirm their identity and help them at the desk. If it was not them, someone may be trying to get in as them.',
  },
  'es-ES': {
    subject: (guest, reservation) => `Acceso por código en pausa: ${guest}, reserva ${reservation}`,
    what: ({ guest, reservation, wrong, until }) =>
      `Se escribieron ${wrong} códigos erróneos en 24 horas para ${guest} (reserva ${reservation}). El acceso por código al pre-check-in de este huésped está en pausa hasta ${until}.`,
    todo: 'Si el huésped se pone en contacto con el hotel, confirme su identidad y ayúdele en recepción. Si no ha sido él, alguien puede estar intentando entrar en su nombre.',
  },
};

/** The e-mail to the hotel's address: which guest, why, until when, and what to do. */
export function renderPinGuessNotice(
  input: PinGuessNoticeInput & { to: string },
): Omit<TEmailPayload, 'discardAfter'> {
  const t = TEXTS[input.language];
  const subject = t.subject(input.guestName, input.reservationNumber);
  const what = t.what({
    guest: input.guestName,
    reservation: input.reservationNumber,
    wrong: PIN_DAILY_MAX_FAILED_ATTEMPTS,
    until: input.pausedUntil,
  });
  const html = emailLayout({
    language: input.language,
    title: subject,
    primaryColor: input.primaryColor,
    hotelName: input.hotelName,
    rows: [
      textRow(what, 'font-size:16px;line-height:24px;padding-bottom:16px'),
      textRow(t.todo, 'font-size:14px;line-height:22px;color:#4b5563'),
    ],
  });
  return { to: input.to, subject, html, text: [what, '', t.todo, '', input.hotelName].join('\n') };
}
