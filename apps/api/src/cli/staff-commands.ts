import { ZStaffEmail } from '@hospedar/contracts/console/staff-auth';
import { HttpError } from '../http-error.ts';
import { createStaffSessionService } from '../modules/console/session-service.ts';
import { createStaffService } from '../modules/console/staff-service.ts';
import type { CliContext } from './cli-context.ts';
import { CliInputError } from './cli-input-error.ts';
import { findHotel } from './find-hotel.ts';

/** Where the printed link points: the hotel's own host (decision 197). */
export function consoleOrigin(subdomain: string, portal: CliContext['portal']): string {
  if (portal?.baseDomain) return `https://${subdomain}.${portal.baseDomain}`;
  return `http://${subdomain}.localhost:${portal?.port ?? 3000}`;
}

/**
 * `npm run hotel -- staff create-owner <hotel> <email>` (decision 197): the hotel's first owner, with no
 * password, and a one-time link (7 days) on the last line of stdout where the owner sets one. No
 * password ever passes through the terminal, its history or the process list.
 */
export async function createOwnerCommand(context: CliContext, hotel: string, email: string): Promise<string> {
  const { db, clock, output } = context;
  const parsed = ZStaffEmail.safeParse(email);
  if (!parsed.success)
    throw new CliInputError(`'${email}' is not an e-mail address.`, [
      { where: 'email', message: 'an e-mail address' },
    ]);
  const company = await findHotel(db, hotel);
  const service = createStaffService({
    db,
    clock,
    // Sign-in is not a CLI command: the pepper only counts failed sign-ins, which this never does.
    pepper: 'cli',
    sessions: createStaffSessionService({ db, clock }),
  });
  try {
    const { staff, link, expiresAt } = await service.createOwner(
      company,
      parsed.data,
      consoleOrigin(company.subdomain, context.portal),
    );
    output.info(`Owner ${staff.email} created at ${company.subdomain} (id ${staff.id}).`);
    output.info(`Open this link to set the password; it works once, until ${expiresAt.toISOString()}:`);
    output.info(link);
    return link;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'STAFF_EMAIL_IN_USE') {
      throw new CliInputError(`${company.subdomain} already has a member with the e-mail ${parsed.data}.`, [
        { where: 'email', message: 'in use at this hotel' },
      ]);
    }
    throw error;
  }
}
