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
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the JSON text nests deeper than `maxDepth`, by one pass over its characters (no parsing). */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(code)) {
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
