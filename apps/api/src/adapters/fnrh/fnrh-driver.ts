/** What an FNRH export carries: one guest's form, or the whole finished guest list. */
export const FNRH_EXPORT_KINDS = ['guest', 'guest-list'] as const;
export type TFnrhExportKind = (typeof FNRH_EXPORT_KINDS)[number];

/** One export to the hotel: the records as they were when the guest finalized or the list was finished. */
export type FnrhExport = {
  /** Stable across retries (the outbox message id): a receiver keeps each export once. */
  exportId: string;
  companyId: string;
  reservationId: string;
  /** The guest of a 'guest' export; null for a 'guest-list'. */
  guestId: string | null;
  kind: TFnrhExportKind;
  record: Record<string, unknown>;
};

/** Delivers FNRH exports to the hotel; throws when the export was not accepted, so the outbox retries it. */
export type FnrhDriver = {
  /** 'local' (the hotel_exports table), later the hotel's system or FNRH Digital, for logs. */
  readonly name: string;
  send(fnrhExport: FnrhExport): Promise<void>;
};
