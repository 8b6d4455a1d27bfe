import { PaymentProcessorError } from '../../adapters/payment/payment-processor.ts';
import { HttpError } from '../../http-error.ts';

export const processorUnavailable = () =>
  new HttpError(
    503,
    'PAYMENT_PROCESSOR_UNAVAILABLE',
    'The card processor could not be reached; nothing was charged. Try again later.',
  );

/** A processor call's failure as our answer: unreachable 503; a refused card token 400 CARD_TOKEN_INVALID. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof PaymentProcessorError)) return error;
  if (error.kind === 'unavailable') return processorUnavailable();
  return new HttpError(
    400,
    'CARD_TOKEN_INVALID',
    'The processor refused the card token: tokenize the card again.',
  );
}
