import type { TLanguage } from '@hospedar/contracts/constants';
import type { LinkMessageTexts } from '../messaging/link-message.ts';

/** The texts of the console's two e-mails, in one language (as the PIN's and the companion's are). */
export type StaffMessageTexts = {
  invite: LinkMessageTexts & {
    greeting: (name: string) => string;
    intro: (input: { hotel: string; role: string }) => string;
    expiry: string;
  };
  reset: LinkMessageTexts & {
    greeting: (name: string) => string;
    intro: (hotel: string) => string;
    expiry: string;
  };
  roles: { owner: string; desk: string };
};

export const STAFF_MESSAGE_TEXTS: Record<TLanguage, StaffMessageTexts> = {
  'pt-BR': {
    invite: {
      subject: (hotel) => `Seu acesso ao console de ${hotel}`,
      preheader: (hotel) => `Crie sua senha para entrar no console de ${hotel}.`,
      greeting: (name) => `Olá, ${name}.`,
      intro: ({ hotel, role }) => `Você foi convidado(a) para o console de ${hotel} como ${role}.`,
      expiry: 'Crie sua senha pelo botão abaixo. O link vale por 7 dias e pode ser usado uma vez.',
      buttonLabel: 'Criar minha senha',
      linkHint: 'Ou abra este endereço no navegador:',
      ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    },
    reset: {
      subject: (hotel) => `Redefinir sua senha — ${hotel}`,
      preheader: (hotel) => `Escolha uma nova senha para o console de ${hotel}.`,
      greeting: (name) => `Olá, ${name}.`,
      intro: (hotel) => `Recebemos um pedido para redefinir sua senha do console de ${hotel}.`,
      expiry: 'O link vale por 30 minutos e pode ser usado uma vez.',
      buttonLabel: 'Redefinir minha senha',
      linkHint: 'Ou abra este endereço no navegador:',
      ignore: 'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
    },
    roles: { owner: 'responsável', desk: 'recepção' },
  },
  'en-US': {
    invite: {
      subject: (hotel) => `Your access to the ${hotel} console`,
      preheader: (hotel) => `Set your password to sign in to the ${hotel} console.`,
      greeting: (name) => `Hello, ${name}.`,
      intro: ({ hotel, role }) => `You have been invited to the ${hotel} console as ${role}.`,
      expiry: 'Set your password with the button below. The link works for 7 days, once.',
      buttonLabel: 'Set my password',
      linkHint: 'Or open this address in your browser:',
      ignore: "If you weren't expecting this invitation, ignore this message.",
    },
    reset: {
      subject: (hotel) => `Reset your password — ${hotel}`,
      preheader: (hotel) => `Choose a new password for the ${hotel} console.`,
      greeting: (name) => `Hello, ${name}.`,
      intro: (hotel) => `We received a request to reset your password for the ${hotel} console.`,
      expiry: 'The link works for 30 minutes, once.',
      buttonLabel: 'Reset my password',
      linkHint: 'Or open this address in your browser:',
      ignore: "If you didn't ask for this, ignore this message: your password stays the same.",
    },
    roles: { owner: 'owner', desk: 'front desk' },
  },
  'es-ES': {
    invite: {
      subject: (hotel) => `Su acceso a la consola de ${hotel}`,
      preheader: (hotel) => `Cree su contraseña para entrar en la consola de ${hotel}.`,
      greeting: (name) => `Hola, ${name}.`,
      intro: ({ hotel, role }) => `Ha sido invitado(a) a la consola de ${hotel} como ${role}.`,
      expiry: 'Cree su contraseña con el botón de abajo. El enlace vale 7 días y se puede usar una vez.',
      buttonLabel: 'Crear mi contraseña',
      linkHint: 'O abra esta dirección en su navegador:',
      ignore: 'Si no esperaba esta invitación, ignore este mensaje.',
    },
    reset: {
      subject: (hotel) => `Restablecer su contraseña — ${hotel}`,
      preheader: (hotel) => `Elija una nueva contraseña para la consola de ${hotel}.`,
      greeting: (name) => `Hola, ${name}.`,
      intro: (hotel) => `Recibimos una solicitud para restablecer su contraseña de la consola de ${hotel}.`,
      expiry: 'El enlace vale 30 minutos y se puede usar una vez.',
      buttonLabel: 'Restablecer mi contraseña',
      linkHint: 'O abra esta dirección en su navegador:',
      ignore: 'Si usted no lo solicitó, ignore este mensaje: su contraseña sigue siendo la misma.',
    },
    roles: { owner: 'responsable', desk: 'recepción' },
  },
};
