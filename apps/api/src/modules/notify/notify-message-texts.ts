import type { TLanguage } from '@hospedar/contracts/constants';
import type { LinkMessageTexts } from '../messaging/link-message.ts';

type TInvite = { name: string; mainGuest: string; hotel: string };

/** Every text of the companion's invitation (e-mail and SMS), in one language, as the PIN texts are. */
export type NotifyMessageTexts = LinkMessageTexts & {
  greeting: (name: string) => string;
  intro: (input: TInvite) => string;
  /** The hotel's own request, sent by its staff from the console (decision 213). */
  hotelIntro: (input: { hotel: string }) => string;
  stay: (input: { checkin: string; checkout: string }) => string;
  steps: string;
  sms: (input: TInvite & { link: string }) => string;
  hotelSms: (input: { hotel: string; link: string }) => string;
};

export const NOTIFY_MESSAGE_TEXTS: Record<TLanguage, NotifyMessageTexts> = {
  'pt-BR': {
    subject: (hotel) => `Faça seu pré-check-in — ${hotel}`,
    preheader: (hotel) => `Preencha sua ficha de hóspede de ${hotel} antes de chegar.`,
    greeting: (name) => `Olá, ${name}.`,
    intro: ({ mainGuest, hotel }) =>
      `${mainGuest} pediu que você preencha sua própria ficha de hóspede (FNRH) para a hospedagem em ${hotel}.`,
    hotelIntro: ({ hotel }) => `${hotel} pede que você preencha sua ficha de hóspede (FNRH) antes de chegar.`,
    stay: ({ checkin, checkout }) => `Hospedagem de ${checkin} a ${checkout}.`,
    steps:
      'Abra o link, confirme sua identidade com o código que enviaremos e preencha seus dados. Leva cerca de 5 minutos.',
    buttonLabel: 'Fazer meu pré-check-in',
    linkHint: 'Ou abra este endereço no navegador:',
    ignore: 'Se você não faz parte desta reserva, ignore esta mensagem.',
    sms: ({ mainGuest, hotel, link }) =>
      `${hotel}: ${mainGuest} pediu que você faça seu pré-check-in. Acesse ${link}`,
    hotelSms: ({ hotel, link }) => `${hotel}: faça seu pré-check-in antes de chegar. Acesse ${link}`,
  },
  'en-US': {
    subject: (hotel) => `Complete your pre-check-in — ${hotel}`,
    preheader: (hotel) => `Fill in your guest registration form for ${hotel} before you arrive.`,
    greeting: (name) => `Hello, ${name}.`,
    intro: ({ mainGuest, hotel }) =>
      `${mainGuest} has asked you to fill in your own guest registration form (FNRH) for your stay at ${hotel}.`,
    hotelIntro: ({ hotel }) =>
      `${hotel} asks you to fill in your guest registration form (FNRH) before you arrive.`,
    stay: ({ checkin, checkout }) => `Stay from ${checkin} to ${checkout}.`,
    steps:
      "Open the link, confirm it's you with the code we'll send you, and fill in your form. It takes about 5 minutes.",
    buttonLabel: 'Start my pre-check-in',
    linkHint: 'Or open this address in your browser:',
    ignore: "If you're not on this reservation, you can ignore this email.",
    sms: ({ mainGuest, hotel, link }) =>
      `${hotel}: ${mainGuest} has asked you to complete your pre-check-in. Open ${link}`,
    hotelSms: ({ hotel, link }) => `${hotel}: complete your pre-check-in before you arrive. Open ${link}`,
  },
  'es-ES': {
    subject: (hotel) => `Haga su pre-check-in — ${hotel}`,
    preheader: (hotel) => `Rellene su ficha de huésped de ${hotel} antes de llegar.`,
    greeting: (name) => `Hola, ${name}.`,
    intro: ({ mainGuest, hotel }) =>
      `${mainGuest} le ha pedido que rellene su propia ficha de huésped (FNRH) para su estancia en ${hotel}.`,
    hotelIntro: ({ hotel }) => `${hotel} le pide que rellene su ficha de huésped (FNRH) antes de llegar.`,
    stay: ({ checkin, checkout }) => `Estancia del ${checkin} al ${checkout}.`,
    steps:
      'Abra el enlace, confirme su identidad con el código que le enviaremos y rellene sus datos. Se tarda unos 5 minutos.',
    buttonLabel: 'Hacer mi pre-check-in',
    linkHint: 'O abra esta dirección en el navegador:',
    ignore: 'Si usted no forma parte de esta reserva, puede ignorar este mensaje.',
    sms: ({ mainGuest, hotel, link }) =>
      `${hotel}: ${mainGuest} le ha pedido que haga su pre-check-in. Abra ${link}`,
    hotelSms: ({ hotel, link }) => `${hotel}: haga su pre-check-in antes de llegar. Abra ${link}`,
  },
};
