import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { refusedNameField } from '@hospedar/contracts/validation/names';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import type { GuestRow } from '../../db/schema/index.ts';

/**
 * The name rules of a save: unchanged names always pass; the main guest of a billed reservation cannot
 * change it ('locked'); otherwise the contracts' refusedNameField, the portal's rule too.
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
  const refused = refusedNameField({ name, lastName }, guest);
  return refused ? { field: `body.${refused}`, message: VALIDATION_MESSAGE_KEYS.isAllowedName } : null;
}
