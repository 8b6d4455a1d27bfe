import type { TLanguage } from '@hospedar/contracts/constants';

/** Every text of the terms e-mail, in one language (as the PIN message texts are). */
export type TermsMessageTexts = {
  subject: (input: { title: string; hotel: string }) => string;
  greeting: (name: string) => string;
  intro: (input: { title: string; hotel: string }) => string;
  updatedAt: (date: string) => string;
  footer: string;
};

export const TERMS_MESSAGE_TEXTS: Record<TLanguage, TermsMessageTexts> = {
  'pt-BR': {
    subject: ({ title, hotel }) => `${title} — ${hotel}`,
    greeting: (name) => `Olá, ${name}.`,
    intro: ({ title, hotel }) => `Como você pediu no pré-check-in, segue o texto de "${title}" de ${hotel}.`,
    updatedAt: (date) => `Última atualização: ${date}`,
    footer: 'Você recebeu esta mensagem porque a pediu no pré-check-in. Não é preciso responder.',
  },
  'en-US': {
    subject: ({ title, hotel }) => `${title} — ${hotel}`,
    greeting: (name) => `Hello, ${name}.`,
    intro: ({ title, hotel }) => `As you requested during pre-check-in, here is ${hotel}'s "${title}".`,
    updatedAt: (date) => `Last updated: ${date}`,
    footer:
      "You're receiving this email because you requested it during pre-check-in. There's no need to reply.",
  },
  'es-ES': {
    subject: ({ title, hotel }) => `${title} — ${hotel}`,
    greeting: (name) => `Hola, ${name}.`,
    intro: ({ title, hotel }) =>
      `Como ha solicitado en el pre-check-in, le enviamos el texto «${title}» de ${hotel}.`,
    updatedAt: (date) => `Última actualización: ${date}`,
    footer: 'Ha recibido este mensaje porque lo solicitó en el pre-check-in. No es necesario responder.',
  },
};
