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
    intro: ({ title, hotel }) =>
      `As you asked during pre-check-in, here is the text of "${title}" of ${hotel}.`,
    updatedAt: (date) => `Last updated: ${date}`,
    footer: 'You received this message because you asked for it during pre-check-in. No reply is needed.',
  },
  'es-ES': {
    subject: ({ title, hotel }) => `${title} — ${hotel}`,
    greeting: (name) => `Hola, ${name}.`,
    intro: ({ title, hotel }) =>
      `Como lo pediste en el pre-check-in, aquí está el texto de "${title}" de ${hotel}.`,
    updatedAt: (date) => `Última actualización: ${date}`,
    footer: 'Recibiste este mensaje porque lo pediste en el pre-check-in. No es necesario responder.',
  },
};
