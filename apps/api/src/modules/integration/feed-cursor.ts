import { HttpError } from '../../http-error.ts';

/**
 * The feed's cursor (decision 133): opaque to the caller, base64url of 'f1:' and the last seq read, so
 * it can change form later ('f2:') without breaking pollers that keep an old one.
 */
export function encodeFeedCursor(seq: number): string {
  return Buffer.from(`f1:${seq}`, 'utf8').toString('base64url');
}

export const invalidCursor = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'The cursor is not one this API gave.', {
    fields: [{ field: 'query.cursor', message: 'validation.cursor' }],
  });

/** The seq after which to read; 0 without a cursor. */
export function decodeFeedCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^f1:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw invalidCursor();
  return Number(match[1]);
}
