import { HttpError } from '../../http-error.ts';

export const guestNotFound = () => new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');
export const contactsNotFound = () =>
  new HttpError(404, 'CONTACTS_NOT_FOUND', 'The guest has no e-mail or mobile phone to send a code to.');
export const pinInvalid = (attemptsLeft: number) =>
  new HttpError(400, 'PIN_INVALID', 'The code does not match the one sent.', { attemptsLeft });
export const pinExpired = () =>
  new HttpError(400, 'PIN_EXPIRED', 'The code has expired or was already used; ask for a new one.');
export const pinLocked = () =>
  new HttpError(400, 'PIN_LOCKED', 'Too many wrong codes; ask for a new one.', { attemptsLeft: 0 });
export const pinResendTooSoon = (retryAfterSeconds: number) =>
  new HttpError(429, 'PIN_RESEND_TOO_SOON', 'A code was sent moments ago; wait before asking again.', {
    retryAfterSeconds,
  });
export const pinHourlyLimit = (retryAfterSeconds: number) =>
  new HttpError(429, 'PIN_HOURLY_LIMIT', 'Too many codes were asked for in the last hour.', {
    retryAfterSeconds,
  });
export const pinDailyLimit = (retryAfterSeconds: number) =>
  new HttpError(429, 'PIN_DAILY_LIMIT', 'Too many codes were asked for in the last 24 hours.', {
    retryAfterSeconds,
  });
/** Sign-in by code is paused for the guest after too many wrong codes in 24 hours (pin-rules.ts). */
export const pinGuessLimit = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'PIN_GUESS_LIMIT',
    'Too many wrong codes in the last 24 hours: sign-in by code is paused; the hotel was told.',
    { retryAfterSeconds },
  );
export const pinLinkInvalid = () =>
  new HttpError(400, 'PIN_LINK_INVALID', 'The link has expired; ask for a new code.');
/** The link's PIN already signed the guest in (by this link or by its code): each PIN works once. */
export const pinLinkUsed = () =>
  new HttpError(400, 'PIN_LINK_USED', 'This link was already used to sign in; ask for a new code.');
