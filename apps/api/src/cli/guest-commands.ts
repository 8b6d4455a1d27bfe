import { writeFile } from 'node:fs/promises';
import type { TErasureReport } from '@hospedar/contracts/privacy/guest-rights';
import { HttpError } from '../http-error.ts';
import type { PrivacyActor } from '../modules/privacy/audit.ts';
import { createGuestErasureService } from '../modules/privacy/erasure-service.ts';
import { createGuestExportService } from '../modules/privacy/export-service.ts';
import { retentionOf, setRetention } from '../modules/privacy/retention.ts';
import type { CliContext } from './cli-context.ts';
import { CliInputError } from './cli-input-error.ts';
import { findHotel } from './find-hotel.ts';

export const GUEST_ACTIONS = ['export', 'erase', 'retention'] as const;
export type GuestAction = (typeof GUEST_ACTIONS)[number];

export type GuestCommand =
  | { action: 'export'; hotel: string; guestId: string; out: string }
  | { action: 'erase'; hotel: string; guestId: string }
  | { action: 'retention'; hotel: string; days: string | undefined };

/** The service's refusals (no such guest at this hotel, a bad setting) are the operator's input errors. */
async function asInputError<T>(where: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      throw new CliInputError(error.message, [{ where, message: error.code }]);
    }
    throw error;
  }
}

/** The erasure's report as lines: what went, what was kept and why, who else holds a copy. */
export function erasureLines(report: TErasureReport): string[] {
  const rows = Object.entries(report.rows)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  return [
    `Erased ${report.guestIds.length} guest row(s) of person ${report.personId}: ${rows || 'no rows'}.`,
    `Files deleted: ${report.files}. Saved cards deleted at the processor: ${report.processorCards}.`,
    ...report.kept.map(
      (item) =>
        `Kept: ${item.kind} (${item.count}), ${item.reason}, until ${item.keptUntil ?? 'kept with the audit log'}; ${item.legalBasis.join('; ')}. Fields: ${item.fields.join(', ')}.`,
    ),
    ...report.heldElsewhere.map(
      (copy) =>
        `Held elsewhere: ${copy.holder}${copy.deliveredAt ? ` (delivered ${copy.deliveredAt})` : ''}.`,
    ),
    `Audit entry: ${report.auditId}`,
  ];
}

/**
 * `npm run hotel -- guest export|erase|retention` (decision 205): a guest's LGPD rights through the
 * services the staff console will call, audited with the operator's name as the actor.
 */
export async function guestCommand(context: CliContext, command: GuestCommand, actor: PrivacyActor) {
  const { db, clock, output } = context;
  const company = await findHotel(db, command.hotel);
  if (command.action === 'retention') {
    if (command.days === undefined) {
      const { retentionDays } = await retentionOf(db, company.id);
      output.info(
        retentionDays === null
          ? `${company.subdomain}: retention is off (guests' data is kept until erased).`
          : `${company.subdomain}: guests' data is erased ${retentionDays} days after check-out.`,
      );
      return;
    }
    const days =
      command.days === 'off' ? null : /^\d+$/.test(command.days) ? Number(command.days) : Number.NaN;
    const set = await asInputError('days', () =>
      setRetention(db, company.id, { retentionDays: days }, { actor, clock }),
    );
    output.info(
      set.retentionDays === null
        ? `${company.subdomain}: retention turned off.`
        : `${company.subdomain}: guests' data will be erased ${set.retentionDays} days after check-out.`,
    );
    return;
  }
  const privacy = context.privacy;
  if (!privacy) throw new Error('the guest commands need storage (CliContext.privacy)');
  if (command.action === 'export') {
    const service = createGuestExportService({ db, clock, ...privacy });
    const exported = await asInputError('guestId', () =>
      service.exportGuestData(company.id, command.guestId, actor),
    );
    await writeFile(command.out, exported.zip);
    output.info(
      `Exported ${exported.guestIds.length} guest row(s) to ${command.out} (${exported.zip.byteLength} bytes):`,
    );
    for (const file of exported.files) output.info(`  ${file}`);
    output.info(`Audit entry: ${exported.auditId}`);
    return;
  }
  const service = createGuestErasureService({ db, clock, storage: privacy.storage });
  const report = await asInputError('guestId', () => service.eraseGuest(company.id, command.guestId, actor));
  for (const line of erasureLines(report)) output.info(line);
}
