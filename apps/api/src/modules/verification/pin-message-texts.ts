import type { TLanguage } from '@hospedar/contracts/constants';
import type { LinkMessageTexts } from '../messaging/link-message.ts';

/** Every text of the PIN e-mail and SMS, in one language. The code is never in the subject or preheader. */
export type PinMessageTexts = LinkMessageTexts & {
  intro: (hotel: string) => string;
  codeLabel: string;
  expires: (minutes: number) => string;
  sms: (input: { hotel: string; code: string; minutes: number; link: string }) => string;
};

export const PIN_MESSAGE_TEXTS: Record<TLanguage, PinMessageTexts> = {
  'pt-BR': {
    subject: (hotel) => `Seu código de acesso ao pré-check-in — ${hotel}`,
    preheader: (hotel) => `Use este código para continuar seu pré-check-in em ${hotel}.`,
    intro: (hotel) =>
      `Use o código abaixo para confirmar sua identidade e continuar o pré-check-in em ${hotel}.`,
    codeLabel: 'Seu código de acesso',
    expires: (minutes) => `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    buttonLabel: 'Continuar o pré-check-in',
    linkHint: 'Ou abra este endereço no navegador:',
    ignore: 'Se você não pediu este código, ignore esta mensagem.',
    sms: ({ hotel, code, minutes, link }) =>
      `${hotel}: seu código de acesso é ${code}. Vale por ${minutes} minutos. Ou abra ${link}`,
  },
  'en-US': {
    subject: (hotel) => `Your pre-check-in code — ${hotel}`,
    preheader: (hotel) => `Use this code to continue your pre-check-in at ${hotel}.`,
    intro: (hotel) => `Use the code below to confirm it's you and continue your pre-check-in at ${hotel}.`,
    codeLabel: 'Your code',
    expires: (minutes) => `The code works for ${minutes} minutes and can be used only once.`,
    buttonLabel: 'Continue pre-check-in',
    linkHint: 'Or open this address in your browser:',
    ignore: "If you didn't request this code, you can ignore this email.",
    sms: ({ hotel, code, minutes, link }) =>
      `${hotel}: your pre-check-in code is ${code}. It works for ${minutes} minutes. Or open ${link}`,
  },
  'es-ES': {
    subject: (hotel) => `Su código de acceso al pre-check-in — ${hotel}`,
    preheader: (hotel) => `Use este código para continuar su pre-check-in en ${hotel}.`,
    intro: (hotel) =>
      `Use el código siguiente para confirmar su identidad y continuar el pre-check-in en ${hotel}.`,
    codeLabel: 'Su código de acceso',
    expires: (minutes) => `El código es válido durante ${minutes} minutos y solo se puede usar una vez.`,
    buttonLabel: 'Continuar el pre-check-in',
    linkHint: 'O abra esta dirección en el navegador:',
    ignore: 'Si no ha solicitado este código, puede ignorar este mensaje.',
    sms: ({ hotel, code, minutes, link }) =>
      `${hotel}: su código de acceso es ${code}. Es válido durante ${minutes} minutos. O abra ${link}`,
  },
};
