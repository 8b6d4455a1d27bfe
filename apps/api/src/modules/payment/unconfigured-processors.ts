import {
  PaymentProcessorError,
  type PaymentProcessor,
  type PaymentProcessors,
} from '../../adapters/payment/payment-processor.ts';

/**
 * What a server built without processors answers: every card call is "unavailable" (503, nothing
 * charged), never a crash. buildApp's callers give the real ones (the sandbox and Pagar.me drivers).
 */
export const UNCONFIGURED_PROCESSORS: PaymentProcessors = {
  forCompany(): PaymentProcessor {
    throw new PaymentProcessorError('unavailable', 'No payment processor is configured on this server.');
  },
};
