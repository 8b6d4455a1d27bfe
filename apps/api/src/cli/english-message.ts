import { VALIDATION_MESSAGES_EN } from '@hospedar/contracts/validation/messages';

/** The integration contract's own rules (integration/upsert-reservation.ts), in the CLI's English. */
const INTEGRATION_MESSAGES_EN: Record<string, string> = {
  oneMainGuest: 'a reservation needs exactly one main guest (main_guest = yes)',
  checkoutBeforeCheckin: 'the check-out date is before the check-in date',
  duplicateExternalId: 'the same guest_id appears twice in this reservation',
  mainGuestAdult: 'the main guest cannot be a child',
  reservationNumber: "1-40 letters, digits, '-', '_', '.' or '/', starting with a letter or digit",
};

/** A contract's message key (`validation.isValidDate`) as English text; other messages as they are. */
export function englishMessage(message: string): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : null;
  if (key === null) return message;
  return (
    INTEGRATION_MESSAGES_EN[key] ??
    (VALIDATION_MESSAGES_EN as Record<string, string>)[key] ??
    message
  ).replace(/\{\{\w+\}\}/g, 'the limit');
}
