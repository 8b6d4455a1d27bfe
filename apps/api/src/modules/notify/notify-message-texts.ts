import type { TLanguage } from '@hospedar/contracts/constants';
import type { LinkMessageTexts } from '../messaging/link-message.ts';

type TInvite = { name: string; mainGuest: string; hotel: string };

/** Every text of the companion's invitation (e-mail and SMS), in one language, as the PIN texts are. */
export type NotifyMessageTexts = LinkMessageTexts & {
  greeting: (name: string) => string;
  intro: (input: TInvite) => string;
  stay: (input: { checkin: string; checkout: string }) => string;
  steps: string;
  sms: (input: TInvite & { link: string }) => string;
};

export const NOTIFY_MESSAGE_TEXTS: Record<TLanguage, NotifyMessageTexts> = {
  'pt-BR': {
    subject: (hotel) => `Faça seu pré-check-in — ${hotel}`,
    preheader: (hotel) => `Preencha sua ficha de hóspede de ${hotel} antes de chegar.`,
    greeting: (name) => `Olá, ${name}.`,
    intro: ({ mainGuest, hotel }) =>
      `${mainGuest} pediu que você preencha sua própria ficha de hóspede (FNRH) para a hospedagem em ${hotel}.`,
    stay: ({ checkin, checkout }) => `Hospedagem de ${checkin} a ${checkout}.`,
    steps:
      'Abra o link, confirme sua identidade com o código que enviaremos e preencha seus dados. Leva cerca de 5 minutos.',
    buttonLabel: 'Fazer meu pré-check-in',
    linkHint: 'Ou abra este endereço no navegador:',
    ignore: 'Se você não faz parte desta reserva, ignore esta mensagem.',
    sms: ({ mainGuest, hotel, link }) =>
      `${hotel}: ${mainGuest} pediu que você faça seu pré-check-in. Acesse ${link}`,
  },
  'en-US': {
    subject: (hotel) => `Do your pre-check-in — ${hotel}`,
    preheader: (hotel) => `Fill in your guest form for ${hotel} before you arrive.`,
    greeting: (name) => `Hello, ${name}.`,
    intro: ({ mainGuest, hotel }) =>
      `${mainGuest} asked you to fill in your own guest registration form (FNRH) for the stay at ${hotel}.`,
    stay: ({ checkin, checkout }) => `Stay from ${checkin} to ${checkout}.`,
    steps:
      'Open the link, confirm who you are with the code we will send you and fill in your data. It takes about 5 minutes.',
    buttonLabel: 'Do my pre-check-in',
    linkHint: 'Or open this address in your browser:',
    ignore: 'If you are not part of this reservation, ignore this message.',
    sms: ({ mainGuest, hotel, link }) =>
      `${hotel}: ${mainGuest} asked you to do your pre-check-in. Open ${link}`,
  },
  'es-ES': {
    subject: (hotel) => `Haz tu pre-check-in — ${hotel}`,
    preheader: (hotel) => `Completa tu ficha de huésped de ${hotel} antes de llegar.`,
    greeting: (name) => `Hola, ${name}.`,
    intro: ({ mainGuest, hotel }) =>
      `${mainGuest} te pidió que completes tu propia ficha de huésped (FNRH) para la estancia en ${hotel}.`,
    stay: ({ checkin, checkout }) => `Estancia del ${checkin} al ${checkout}.`,
    steps:
      'Abre el enlace, confirma tu identidad con el código que te enviaremos y completa tus datos. Lleva unos 5 minutos.',
    buttonLabel: 'Hacer mi pre-check-in',
    linkHint: 'O abre esta dirección en el navegador:',
    ignore: 'Si no formas parte de esta reserva, ignora este mensaje.',
    sms: ({ mainGuest, hotel, link }) =>
      `${hotel}: ${mainGuest} te pidió que hagas tu pre-check-in. Abre ${link}`,
  },
};
