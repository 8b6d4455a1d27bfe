import type { TLanguage } from '@hospedar/contracts/constants';
import { buttonRow, emailLayout, linkHintRow, textRow } from './email-layout.ts';
import type { TEmailPayload } from './outbox-payload.ts';

/** What every message that carries a guest's link needs: the hotel's look, the language and the link. */
export type LinkMessageInput = {
  language: TLanguage;
  /** The hotel's trade name (nomeFantasia), as the guest knows it. */
  hotelName: string;
  /** Absolute URL of the hotel's logo. */
  logoUrl: string;
  /** The hotel's primary colour, already validated as #rgb/#rrggbb. */
  primaryColor: string;
  link: string;
};

/** The texts every link message has, in one language; each message's own texts add to them. */
export type LinkMessageTexts = {
  subject: (hotel: string) => string;
  /** Preview line mail apps show under the subject. */
  preheader: (hotel: string) => string;
  buttonLabel: string;
  linkHint: string;
  ignore: string;
};

/** What a message says before its button: its rows in the HTML e-mail and its lines in the plain text. */
export type LinkMessageBody = { rows: readonly string[]; lines: readonly string[] };

/**
 * The e-mail of a link (the PIN's, the companion's invitation): the message's own body, then the button,
 * the link written out for mail clients that hide buttons, and the 'ignore this' line; HTML and plain
 * text alike, every value escaped.
 */
export function renderLinkEmail(
  input: LinkMessageInput & { to: string },
  texts: LinkMessageTexts,
  body: LinkMessageBody,
): Omit<TEmailPayload, 'discardAfter'> {
  const subject = texts.subject(input.hotelName);
  const html = emailLayout({
    language: input.language,
    title: subject,
    preheader: texts.preheader(input.hotelName),
    primaryColor: input.primaryColor,
    hotelName: input.hotelName,
    logoUrl: input.logoUrl,
    rows: [
      ...body.rows,
      buttonRow(texts.buttonLabel, input.link, input.primaryColor),
      linkHintRow(texts.linkHint, input.link, input.primaryColor),
      textRow(texts.ignore, 'font-size:12px;color:#6b7280;padding-top:16px'),
    ],
  });
  const text = [...body.lines, '', texts.linkHint, input.link, '', texts.ignore, '', input.hotelName].join(
    '\n',
  );
  return { to: input.to, subject, html, text };
}
