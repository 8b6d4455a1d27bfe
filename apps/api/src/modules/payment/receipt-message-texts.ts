import type { TLanguage } from '@hospedar/contracts/constants';

/** Every text of the payment receipt e-mail, in one language (as the terms message texts are). */
export type ReceiptMessageTexts = {
  subject: (hotel: string) => string;
  greeting: (name: string) => string;
  intro: (input: { hotel: string; reservationNumber: string }) => string;
  amount: string;
  card: string;
  cardValue: (input: { brand: string; lastFour: string }) => string;
  authorizationCode: string;
  date: string;
  note: string;
  footer: string;
};

export const RECEIPT_MESSAGE_TEXTS: Record<TLanguage, ReceiptMessageTexts> = {
  'pt-BR': {
    subject: (hotel) => `Comprovante da garantia de pagamento — ${hotel}`,
    greeting: (name) => `Olá, ${name}.`,
    intro: ({ hotel, reservationNumber }) =>
      `A garantia de pagamento da sua reserva ${reservationNumber} em ${hotel} foi aprovada.`,
    amount: 'Valor',
    card: 'Cartão',
    cardValue: ({ brand, lastFour }) => `${brand} final ${lastFour}`,
    authorizationCode: 'Código de autorização',
    date: 'Data',
    note: 'O valor fica apenas reservado no seu cartão; o hotel faz a cobrança na sua estadia.',
    footer:
      'Você recebeu esta mensagem porque registrou a garantia no pré-check-in. Não é preciso responder.',
  },
  'en-US': {
    subject: (hotel) => `Payment guarantee receipt — ${hotel}`,
    greeting: (name) => `Hello, ${name}.`,
    intro: ({ hotel, reservationNumber }) =>
      `The payment guarantee for your reservation ${reservationNumber} at ${hotel} has been approved.`,
    amount: 'Amount',
    card: 'Card',
    cardValue: ({ brand, lastFour }) => `${brand} ending in ${lastFour}`,
    authorizationCode: 'Authorization code',
    date: 'Date',
    note: 'The amount is only held on your card; the hotel charges it during your stay.',
    footer:
      "You're receiving this email because you registered the guarantee during pre-check-in. There's no need to reply.",
  },
  'es-ES': {
    subject: (hotel) => `Comprobante de la garantía de pago — ${hotel}`,
    greeting: (name) => `Hola, ${name}.`,
    intro: ({ hotel, reservationNumber }) =>
      `La garantía de pago de su reserva ${reservationNumber} en ${hotel} ha sido aprobada.`,
    amount: 'Importe',
    card: 'Tarjeta',
    cardValue: ({ brand, lastFour }) => `${brand} terminada en ${lastFour}`,
    authorizationCode: 'Código de autorización',
    date: 'Fecha',
    note: 'El importe solo queda retenido en su tarjeta; el hotel lo cobra durante su estancia.',
    footer:
      'Ha recibido este mensaje porque registró la garantía en el pre-check-in. No es necesario responder.',
  },
};
