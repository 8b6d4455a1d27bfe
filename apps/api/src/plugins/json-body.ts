import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import { HttpError } from '../http-error.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body the portal sends is the
 * guest's save (free JSON up to FREE_JSON_MAX_DEPTH inside an object); a body nested 20,000 deep would
 * reach recursive code (JSON.stringify, comparisons, drivers) and overflow its stack (issue 12).
 */
export const JSON_BODY_MAX_DEPTH = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** The index of the quote closing the string whose opening quote is at `start` (-1 when none). */
function closingQuote(text: string, start: number): number {
  for (let index = text.indexOf('"', start + 1); index >= 0; index = text.indexOf('"', index + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return index;
  }
  return -1;
}

/** Whether the JSON text nests deeper than `maxDepth`, by one pass over its characters (no parsing). */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = closingQuote(text, index);
      if (index < 0) return false;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

const tooDeep = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'The JSON body is nested too deep.', {
    fields: [{ field: 'body', message: VALIDATION_MESSAGE_KEYS.maxLength }],
  });

/**
 * JSON bodies: Fastify's own parser (prototype poisoning refused), after a depth check that runs before
 * anything recursive can, so a deep body answers 400 instead of 500 and costs one pass to refuse.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isNestedDeeperThan(text, JSON_BODY_MAX_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
