import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { isAllowedName } from '@hospedar/contracts/validation/names';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import type { GuestRow } from '../../db/schema/index.ts';

/**
 * The name rules of a save: unchanged names always pass; the main guest of a billed reservation cannot
 * change it ('locked'); otherwise the new full name must pass isAllowedName against the saved one.
 */
export function nameChangeIssue(
  body: Pick<TSaveGuestRequest, 'name' | 'lastName'>,
  guest: Pick<GuestRow, 'name' | 'lastName' | 'masterGuest'>,
  isBilled: boolean,
): TFieldIssue | 'locked' | null {
  const name = body.name?.trim() || guest.name;
  const lastName = body.lastName?.trim() || guest.lastName;
  if (name === guest.name && lastName === guest.lastName) return null;
  if (guest.masterGuest && isBilled) return 'locked';
  if (isAllowedName(`${name} ${lastName}`, `${guest.name} ${guest.lastName}`)) return null;
  const field = body.name?.trim() && name !== guest.name ? 'body.name' : 'body.lastName';
  return { field, message: VALIDATION_MESSAGE_KEYS.isAllowedName };
}
