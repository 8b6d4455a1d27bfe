import { HttpError } from '../../http-error.ts';

/** Refusals of an upload form, answered 400 like S3 answers its own (never 403 or 500). */
export const policyInvalid = (reason: string) =>
  new HttpError(400, 'STORAGE_POLICY_INVALID', `The upload form is not valid: ${reason}.`);
export const policyExpired = () =>
  new HttpError(400, 'STORAGE_POLICY_EXPIRED', 'The upload form has expired. Ask for a new one.');
export const typeNotAllowed = (contentType: string) =>
  new HttpError(400, 'STORAGE_TYPE_NOT_ALLOWED', `This upload form only accepts ${contentType} files.`);
export const fileTooLarge = (maxBytes: number) =>
  new HttpError(400, 'STORAGE_FILE_TOO_LARGE', `The file is larger than ${maxBytes} bytes.`);
/** A signed read URL that is wrong, altered or expired looks like a missing file. */
export const fileNotFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');
