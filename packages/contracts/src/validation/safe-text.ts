import { z } from 'zod';
import { VALIDATION_MESSAGE_KEYS } from './messages.ts';
import { FREE_JSON_MAX_LENGTH, freeJsonProblem, isPlainText } from './plain-text.ts';

export {
  FREE_JSON_KEY_MAX_LENGTH,
  FREE_JSON_MAX_DEPTH,
  FREE_JSON_MAX_LENGTH,
  freeJsonProblem,
  isPlainText,
} from './plain-text.ts';

/**
 * The one building block of every free-text field a request carries: a string of at most `max`
 * characters that is plain text, else the issue 'validation.isPlainText' the portal translates.
 */
export const safeText = (max: number) =>
  z.string().max(max).refine(isPlainText, { message: VALIDATION_MESSAGE_KEYS.isPlainText, abort: true });

/** The issue of a free-JSON value (freeJsonProblem) as the portal translates it; for `superRefine`. */
export function refineFreeJson(value: unknown, context: z.RefinementCtx): void {
  const problem = freeJsonProblem(value);
  if (problem === 'isPlainText') {
    context.addIssue({ code: 'custom', message: VALIDATION_MESSAGE_KEYS.isPlainText });
  } else if (problem === 'maxLength') {
    context.addIssue({
      code: 'custom',
      message: VALIDATION_MESSAGE_KEYS.maxLength,
      params: { max: FREE_JSON_MAX_LENGTH },
    });
  }
}

/**
 * A free-JSON object (`extraFields`, `additionalData`): at most FREE_JSON_MAX_DEPTH deep and about
 * FREE_JSON_MAX_LENGTH characters, with plain-text keys (checked by freeJsonProblem, at every depth)
 * and strings.
 */
export const ZFreeJsonObject = z.record(z.string(), z.unknown()).superRefine(refineFreeJson);
