import type { TStaffRole } from '@hospedar/contracts/console/staff-auth';
import { textRow } from '../messaging/email-layout.ts';
import { renderLinkEmail, type LinkMessageInput } from '../messaging/link-message.ts';
import type { TEmailPayload } from '../messaging/outbox-payload.ts';
import { STAFF_MESSAGE_TEXTS } from './staff-message-texts.ts';

export type StaffMessageInput = LinkMessageInput & { to: string; name: string };

const BODY = 'font-size:16px;line-height:24px;padding-bottom:8px';
const NOTE = 'font-size:14px;color:#4b5563;padding-bottom:24px';

/** The invitation: who invites, as what, the button that sets the password; every value escaped. */
export function renderInviteEmail(input: StaffMessageInput & { role: TStaffRole }): TEmailPayload {
  const texts = STAFF_MESSAGE_TEXTS[input.language];
  const t = texts.invite;
  const intro = t.intro({ hotel: input.hotelName, role: texts.roles[input.role] });
  return renderLinkEmail(input, t, {
    rows: [textRow(t.greeting(input.name), BODY), textRow(intro, BODY), textRow(t.expiry, NOTE)],
    lines: [t.greeting(input.name), '', intro, t.expiry],
  });
}

/** The password reset: the button to the reset screen; the link dies in 30 minutes. */
export function renderResetEmail(input: StaffMessageInput & { discardAfter: string }): TEmailPayload {
  const t = STAFF_MESSAGE_TEXTS[input.language].reset;
  const intro = t.intro(input.hotelName);
  const email = renderLinkEmail(input, t, {
    rows: [textRow(t.greeting(input.name), BODY), textRow(intro, BODY), textRow(t.expiry, NOTE)],
    lines: [t.greeting(input.name), '', intro, t.expiry],
  });
  return { ...email, discardAfter: input.discardAfter };
}
