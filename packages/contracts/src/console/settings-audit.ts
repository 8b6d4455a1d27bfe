import { z } from 'zod';
import { ZSettingsSectionName } from './settings-sections.ts';

/**
 * One saved change of the hotel's settings, as the console lists it: who (the member, kept by name
 * even after the account is gone), when, which section, and the section's value before and after.
 */
export const ZSettingsAuditEntry = z.object({
  id: z.string().uuid(),
  section: ZSettingsSectionName,
  staffName: z.string(),
  staffEmail: z.string(),
  at: z.string().datetime({ offset: true }),
  /** The top-level fields of the section whose value changed. */
  changedFields: z.array(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type TSettingsAuditEntry = z.infer<typeof ZSettingsAuditEntry>;

export const ZSettingsAuditList = z.object({ entries: z.array(ZSettingsAuditEntry) });
export type TSettingsAuditList = z.infer<typeof ZSettingsAuditList>;
