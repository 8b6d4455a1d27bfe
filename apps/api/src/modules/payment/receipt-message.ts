import type { TLanguage } from '@hospedar/contracts/constants';
import type { TPaymentReceipt } from '@hospedar/contracts/payment/order';
import { dateTimeInTimeZone } from '../../clock.ts';
import { emailLayout, textRow } from '../messaging/email-layout.ts';
import { escapeHtml } from '../messaging/escape-html.ts';
import type { TEmailPayload } from '../messaging/outbox-payload.ts';
import { RECEIPT_MESSAGE_TEXTS } from './receipt-message-texts.ts';

export type ReceiptMessageInput = {
  to: string;
  language: TLanguage;
  guestName: string;
  hotelName: string;
  /** The hotel's primary colour, already validated as #rgb/#rrggbb. */
  primaryColor: string;
  timeZone: string;
  reservationNumber: string;
  receipt: TPaymentReceipt;
};

const BRAND_NAMES: Record<TPaymentReceipt['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  other: '—',
};

/**
 * R$ 1.290,00 as each language writes it, always with the real's sign: 'narrowSymbol', because Spanish
 * would otherwise write "1290,00 BRL" (es-ES: "1290,00 R$"; Spanish groups thousands from 10 000 on).
 */
export function formatAmount(receipt: Pick<TPaymentReceipt, 'amount' | 'currency'>, language: TLanguage) {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: receipt.currency,
    currencyDisplay: 'narrowSymbol',
  }).format(receipt.amount / 100);
}

/**
 * The receipt e-mail (decision 98): amount, brand, last 4 digits, authorization code and date, on the
 * layout every e-mail of ours shares. Never more of the card than its brand and last 4 digits.
 */
export function renderReceiptEmail(input: ReceiptMessageInput): TEmailPayload {
  const t = RECEIPT_MESSAGE_TEXTS[input.language];
  const { receipt } = input;
  const lines: [string, string][] = [
    [t.amount, formatAmount(receipt, input.language)],
    [t.card, t.cardValue({ brand: BRAND_NAMES[receipt.brand], lastFour: receipt.lastFour })],
    [t.authorizationCode, receipt.authorizationCode],
    [t.date, dateTimeInTimeZone(new Date(receipt.authorizedAt), input.timeZone)],
  ];
  const intro = t.intro({ hotel: input.hotelName, reservationNumber: input.reservationNumber });
  const html = emailLayout({
    language: input.language,
    title: t.subject(input.hotelName),
    preheader: intro,
    primaryColor: input.primaryColor,
    hotelName: input.hotelName,
    rows: [
      textRow(t.greeting(input.guestName), 'font-size:16px;line-height:24px;padding-bottom:8px'),
      textRow(intro, 'font-size:16px;line-height:24px;padding-bottom:16px'),
      ...lines.map(
        ([label, value]) =>
          `<tr><td style="font-size:14px;line-height:22px;padding:4px 0;border-bottom:1px solid #e5e7eb"><span style="color:#6b7280">${escapeHtml(label)}</span><br><strong>${escapeHtml(value)}</strong></td></tr>`,
      ),
      textRow(t.note, 'font-size:14px;line-height:22px;padding-top:16px'),
      textRow(t.footer, 'font-size:12px;color:#6b7280;padding-top:24px'),
    ],
  });
  const text = [
    t.greeting(input.guestName),
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    t.note,
    '',
    t.footer,
    '',
    input.hotelName,
  ].join('\n');
  return { to: input.to, subject: t.subject(input.hotelName), html, text };
}
