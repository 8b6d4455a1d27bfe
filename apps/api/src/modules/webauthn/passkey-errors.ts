import { HttpError } from '../../http-error.ts';

export const passkeyNotFound = () =>
  new HttpError(404, 'PASSKEY_NOT_FOUND', 'No passkey of this guest here; verify with a code instead.');
export const passkeyChallengeInvalid = () =>
  new HttpError(
    400,
    'PASSKEY_CHALLENGE_INVALID',
    'The passkey request has expired or was already answered; start again.',
  );
export const passkeyInvalid = () =>
  new HttpError(400, 'PASSKEY_INVALID', 'The passkey’s answer could not be verified.');
