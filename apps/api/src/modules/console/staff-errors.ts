import { HttpError } from '../../http-error.ts';

export const staffSessionInvalid = () =>
  new HttpError(
    401,
    'STAFF_SESSION_INVALID',
    'Sign in to the console (the session is missing or has ended).',
  );

export const signInFailed = () =>
  new HttpError(401, 'STAFF_SIGN_IN_FAILED', 'The e-mail or the password is not right.');

export const signInLocked = (retryAfterSeconds: number) =>
  new HttpError(429, 'STAFF_SIGN_IN_LOCKED', 'Too many wrong passwords: wait before trying again.', {
    retryAfterSeconds,
  });

export const staffLinkInvalid = () =>
  new HttpError(
    400,
    'STAFF_LINK_INVALID',
    'The link is unknown, already used or expired: ask for a new one.',
  );

export const staffEmailInUse = () =>
  new HttpError(409, 'STAFF_EMAIL_IN_USE', 'A member of this hotel already has this e-mail.', {
    fields: [{ field: 'body.email', message: 'staff.emailInUse' }],
  });

export const staffRoleForbidden = () =>
  new HttpError(403, 'STAFF_ROLE_FORBIDDEN', "This is for the hotel's owners only.");

export const csrfRejected = () =>
  new HttpError(
    403,
    'CSRF_REJECTED',
    'A change to the console must come from its own pages (the Origin header is missing or of another site).',
  );

export const staffNotFound = () => new HttpError(404, 'STAFF_NOT_FOUND', 'No such member of this hotel.');

export const staffSelfChange = () =>
  new HttpError(
    409,
    'STAFF_SELF_CHANGE',
    'An owner cannot disable themself or give up their own owner role.',
  );

export const staffLastOwner = () =>
  new HttpError(409, 'STAFF_LAST_OWNER', 'The hotel must keep at least one active owner.');

export const staffNotInvited = () =>
  new HttpError(
    409,
    'STAFF_NOT_INVITED',
    'This member has no pending invitation (already accepted or disabled).',
  );

export const staffPasskeyFailed = () =>
  new HttpError(401, 'STAFF_PASSKEY_FAILED', 'This passkey does not sign anyone in here: use the password.');
