import { DEFAULT_LANGUAGE, toSupportedLanguage, type TLanguage } from '@hospedar/contracts/constants';
import type { TStaffRole } from '@hospedar/contracts/console/staff-auth';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, StaffMemberRow } from '../../db/schema/index.ts';
import { emailLogoUrl } from '../brand/email-logo.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { renderInviteEmail } from './staff-message.ts';
import type { StaffLinkKind, StaffRepository } from './staff-repository.ts';
import { CONSOLE_PATHS, consoleLink, INVITE_LINK_TTL_MS } from './staff-rules.ts';
import { hashSecretToken, newSecretToken } from './staff-secrets.ts';

/** How the hotel's e-mails to its staff look: its name, logo, colour and first language. */
export function hotelLook(hotel: CompanyRow, origin: string) {
  const company = toCompanyConfig(hotel);
  return {
    hotelName: company.hotel.nomeFantasia || company.name,
    logoUrl: emailLogoUrl(company.theme.logo.internal, origin),
    primaryColor: company.theme.primaryColor,
    language: toSupportedLanguage(company.languages[0]) ?? DEFAULT_LANGUAGE,
  };
}

/** A new single-use link for the member, its hash stored, in the caller's transaction (decision 195). */
export async function issueStaffLink(
  { repository, clock }: { repository: StaffRepository; clock: Clock },
  tx: Database,
  staff: StaffMemberRow,
  kind: StaffLinkKind,
  ttlMs: number,
) {
  const token = newSecretToken();
  const now = clock();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await repository.replaceLinkToken(
    { companyId: staff.companyId, staffId: staff.id, kind, tokenHash: hashSecretToken(token), expiresAt },
    now,
    tx,
  );
  return { token, expiresAt };
}

/** A new invitation link for the member and its e-mail through the outbox, in the caller's transaction. */
export async function sendInvitation(
  deps: { repository: StaffRepository; clock: Clock },
  tx: Database,
  {
    tenant,
    staff,
    origin,
    language,
  }: { tenant: CompanyRow; staff: StaffMemberRow; origin: string; language?: TLanguage },
): Promise<void> {
  const { token } = await issueStaffLink(deps, tx, staff, 'invite', INVITE_LINK_TTL_MS);
  const look = hotelLook(tenant, origin);
  const role: TStaffRole = staff.role === 'owner' ? 'owner' : 'desk';
  const payload = renderInviteEmail({
    ...look,
    language: language ?? toSupportedLanguage(staff.language) ?? look.language,
    to: staff.email,
    name: staff.name,
    role,
    link: consoleLink(origin, CONSOLE_PATHS.acceptInvite, token),
  });
  await enqueueMessage(
    tx,
    {
      companyId: tenant.id,
      kind: 'email',
      payload,
      idempotencyKey: `staff-invite:${hashSecretToken(token)}`,
    },
    { clock: deps.clock },
  );
}
