import { z } from 'zod';

/**
 * A guest's LGPD rights as the hotel answers them (arts. 18-19; decisions 200 to 206): what an erasure
 * did, what it kept and why, as codes the staff console translates.
 */

/** What an erasure keeps (decision 201): a proof of the FNRH registration, the stay's payment record. */
export const KEPT_ITEM_KINDS = ['fnrh-registration-proof', 'payment-record', 'privacy-audit-entry'] as const;
export type TKeptItemKind = (typeof KEPT_ITEM_KINDS)[number];

/** Why it is kept: LGPD art. 16 I (a legal or regulatory obligation), or the controller's accountability. */
export const KEPT_REASONS = ['legal-obligation', 'fiscal-obligation', 'accountability'] as const;
export type TKeptReason = (typeof KEPT_REASONS)[number];

/** Who else holds a copy the erasure cannot reach: the hotel's own system, the government, the processor. */
export const ELSEWHERE_HOLDERS = ['hotel-system', 'fnrh-digital', 'payment-processor'] as const;
export type TElsewhereHolder = (typeof ELSEWHERE_HOLDERS)[number];

/** Years the proof that a guest's FNRH was registered is kept after the stay's check-out (decision 201). */
export const FNRH_PROOF_RETENTION_YEARS = 5;

/** The longest retention a hotel may set (days after check-out). */
export const MAX_RETENTION_DAYS = 3650;

export const ZKeptItem = z.object({
  kind: z.enum(KEPT_ITEM_KINDS),
  reason: z.enum(KEPT_REASONS),
  /** The rules that require it, as cited (not translated: names of Brazilian laws). */
  legalBasis: z.array(z.string()),
  /** How many rows are kept. */
  count: z.number().int().nonnegative(),
  /** The day it is deleted (YYYY-MM-DD), or null when kept as long as the hotel's audit log. */
  keptUntil: z.string().nullable(),
  /** Which columns are kept (no name, document, contact or address is ever among them). */
  fields: z.array(z.string()),
});
export type TKeptItem = z.infer<typeof ZKeptItem>;

export const ZHeldElsewhere = z.object({
  holder: z.enum(ELSEWHERE_HOLDERS),
  /** When we delivered it there (ISO date-time), or null when unknown. */
  deliveredAt: z.string().nullable(),
});
export type THeldElsewhere = z.infer<typeof ZHeldElsewhere>;

export const ZErasureReport = z.object({
  companyId: z.string().uuid(),
  personId: z.string().uuid(),
  guestIds: z.array(z.string().uuid()),
  erasedAt: z.string(),
  /** Rows deleted or scrubbed, by table. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  /** Files deleted from storage. */
  files: z.number().int().nonnegative(),
  /** Saved cards deleted at the payment processor. */
  processorCards: z.number().int().nonnegative(),
  kept: z.array(ZKeptItem),
  /** Copies the hotel must erase itself, or that their holder keeps under its own obligations. */
  heldElsewhere: z.array(ZHeldElsewhere),
  /** The audit entry that records this erasure. */
  auditId: z.string().uuid(),
});
export type TErasureReport = z.infer<typeof ZErasureReport>;

/** The hotel's retention setting: days after check-out, or null (off). */
export const ZRetentionSetting = z.object({
  retentionDays: z.number().int().min(1).max(MAX_RETENTION_DAYS).nullable(),
});
export type TRetentionSetting = z.infer<typeof ZRetentionSetting>;
