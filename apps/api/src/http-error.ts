import type { TErrorCode } from '@hospedar/contracts/errors/api-error';

/** An error a service throws on purpose; the errors plugin answers it in the ZApiError shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const tenantNotFound = () =>
  new HttpError(404, 'TENANT_NOT_FOUND', 'No hotel answers at this address.');

/** A face of the guest would be kept without their current consent (decision 121). */
export const consentRequired = () =>
  new HttpError(
    409,
    'BIOMETRIC_CONSENT_REQUIRED',
    'The guest has not consented to facial biometrics (PUT /api/clients/{id}/biometrics/consent).',
  );
