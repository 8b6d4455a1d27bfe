import { describe, expect, it } from 'vitest';
import { renderReceiptEmail } from './receipt-message.ts';

const input = {
  to: 'gabriel.fontes@example.com',
  guestName: 'Gabriel <b>',
  hotelName: 'Sol Nascente',
  primaryColor: '#c2410c',
  timeZone: 'America/Sao_Paulo',
  reservationNumber: '1100',
  receipt: {
    amount: 129000,
    currency: 'BRL' as const,
    brand: 'mastercard' as const,
    lastFour: '4444',
    authorizationCode: 'A1B2C3',
    authorizedAt: '2026-03-10T15:00:00.000Z',
  },
};
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the payment receipt e-mail', () => {
  it.each([
    [
      'pt-BR',
      'Comprovante da garantia de pagamento — Sol Nascente',
      ['Valor: R$ 1.290,00', 'Cartão: Mastercard final 4444'],
    ],
    [
      'en-US',
      'Payment guarantee receipt — Sol Nascente',
      ['Amount: R$1,290.00', 'Card: Mastercard ending in 4444'],
    ],
    [
      'es-ES',
      'Comprobante de la garantía de pago — Sol Nascente',
      ['Importe: 1290,00 R$', 'Tarjeta: Mastercard terminada en 4444'],
    ],
  ] as const)(
    'in %s: amount, brand, last 4, authorization code and the date at the hotel',
    (language, subject, lines) => {
      const email = renderReceiptEmail({ ...input, language });
      expect(email.subject).toBe(subject);
      for (const line of lines) expect(plain(email.text)).toContain(line);
      // The real's sign in every language, never the ISO code.
      expect(email.text).not.toContain('BRL');
      expect(email.html).toContain('R$');
      expect(email.text).toContain('A1B2C3');
      expect(email.text).toContain('10/03/2026 12:00');
      expect(email.html).toContain('Gabriel &lt;b&gt;');
      expect(email.html).not.toContain('<b>');
    },
  );
});
