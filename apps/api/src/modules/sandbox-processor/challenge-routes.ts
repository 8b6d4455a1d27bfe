import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type TLanguage } from '@hospedar/contracts/constants';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../messaging/escape-html.ts';
import { CHALLENGE_PAGE_TEXTS, type ChallengePageTexts } from './challenge-page-texts.ts';
import { findCharge, moveCharge, type SandboxCharge } from './sandbox-repository.ts';
import { SANDBOX_TOKENIZATION_RATE_LIMIT } from './token-routes.ts';
import { authorizationCode } from './charge-answer.ts';

type Query = { lang?: string; return?: string };

const languageOf = (value: string | undefined): TLanguage =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TLanguage) : 'pt-BR';

/** Only a path of the same origin may be returned to: never another site ('//host', 'https:'). */
const returnPathOf = (value: string | undefined): string | null =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;

/** The real's own sign in every language: es-ES would write the ISO code ("1290,00 BRL"). */
const money = (cents: number, lang: TLanguage) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );

function page(lang: TLanguage, texts: ChallengePageTexts, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 480px; margin: 24px auto; padding: 0 16px; line-height: 1.5">
<main>
<h1 style="font-size: 1.4rem">${escapeHtml(texts.title)}</h1>
${body}
</main>
</body>
</html>`;
}

const BUTTON = 'min-height: 44px; min-width: 120px; font-size: 1rem; margin: 8px 8px 0 0';

function challengeBody(charge: SandboxCharge, lang: TLanguage, texts: ChallengePageTexts, query: Query) {
  const action = `?lang=${lang}${query.return ? `&return=${encodeURIComponent(query.return)}` : ''}`;
  return `<p>${escapeHtml(texts.intro)}</p>
<dl>
<dt>${escapeHtml(texts.amountLabel)}</dt><dd>${escapeHtml(money(charge.amount, lang))}</dd>
<dt>${escapeHtml(texts.cardLabel)}</dt><dd>${escapeHtml(`${charge.card.brand} •••• ${charge.card.last_four_digits}`)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve" style="${BUTTON}">${escapeHtml(texts.approve)}</button>
<button type="submit" name="decision" value="refuse" style="${BUTTON}">${escapeHtml(texts.refuse)}</button>
</form>`;
}

function doneBody(message: string, texts: ChallengePageTexts, query: Query) {
  const back = returnPathOf(query.return);
  return `<p role="status">${escapeHtml(message)}</p>${
    back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(texts.back)}</a></p>` : ''
  }`;
}

/**
 * The 3-D Secure style check of the challenge test card (decision 93): the portal opens
 * `threed_authentication_url` (/sandbox-processor/3ds/<charge id>?lang=&return=), the guest confirms or
 * refuses, and the charge leaves `processing` for `authorized_pending_capture` or `not_authorized`,
 * which the portal's polling then sees. `return` (a path of the portal) is offered as a link back.
 */
export async function sandboxChallengeRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  // The page's form posts `decision=approve|refuse` as an HTML form does; a URLSearchParams suffices.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const limited = { config: { rateLimit: SANDBOX_TOKENIZATION_RATE_LIMIT } };

  app.get<{ Params: { chargeId: string }; Querystring: Query }>(
    '/3ds/:chargeId',
    limited,
    async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const texts = CHALLENGE_PAGE_TEXTS[lang];
      const charge = await findCharge(db, null, request.params.chargeId);
      const isOpen = charge?.scenario === 'challenge' && charge.transactionStatus === 'processing';
      reply.type('text/html; charset=utf-8');
      if (!charge || !isOpen)
        return reply.code(404).send(page(lang, texts, doneBody(texts.unavailable, texts, request.query)));
      return reply.send(page(lang, texts, challengeBody(charge, lang, texts, request.query)));
    },
  );

  app.post<{ Params: { chargeId: string }; Querystring: Query; Body: { decision?: string } }>(
    '/3ds/:chargeId',
    limited,
    async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const texts = CHALLENGE_PAGE_TEXTS[lang];
      reply.type('text/html; charset=utf-8');
      const charge = await findCharge(db, null, request.params.chargeId);
      const decision = request.body?.decision;
      if (charge?.scenario !== 'challenge' || (decision !== 'approve' && decision !== 'refuse')) {
        return reply.code(404).send(page(lang, texts, doneBody(texts.unavailable, texts, request.query)));
      }
      const approved = decision === 'approve';
      const moved = await moveCharge(
        db,
        charge.id,
        ['processing'],
        approved
          ? { transactionStatus: 'authorized_pending_capture', authorizationCode: authorizationCode() }
          : { transactionStatus: 'not_authorized' },
        clock(),
      );
      if (!moved)
        return reply.code(409).send(page(lang, texts, doneBody(texts.unavailable, texts, request.query)));
      return reply.send(
        page(lang, texts, doneBody(approved ? texts.approved : texts.refused, texts, request.query)),
      );
    },
  );
}
