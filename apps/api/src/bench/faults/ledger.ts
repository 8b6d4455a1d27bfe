import type pg from 'pg';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { AcknowledgedSave } from '../load/guest-journey.ts';
import type { SmtpMailbox } from '../load/smtp-mailbox.ts';
import type { FnrhReceiver } from './fnrh-receiver.ts';

/** What one cycle's ledger check found. */
export type CycleCounts = {
  /** Guest journeys started (each a reservation of its own). */
  journeys: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  emailsQueued: number;
  /** E-mails whose Message-ID reached the SMTP server at least once. */
  emailsDelivered: number;
  emailsLost: number;
  /** Further arrivals of a Message-ID already delivered: repeated under the same id, kept once. */
  emailsRepeated: number;
  exportsQueued: number;
  /** FNRH exports kept once in hotel_exports (the local driver). */
  exportsDelivered: number;
  /** Guest exports registered at FNRH Digital (the script's receiver), once per Idempotency-Key. */
  fnrhDigitalRegistered: number;
  exportsLost: number;
  /** Registrations sent again under a key FNRH Digital had registered: answered the same, not kept. */
  exportsRepeated: number;
  errors: number;
  /** Lines naming each loss or duplicate: each fails the run. */
  problems: string[];
  /** Lines naming each repeat under the same id: reported, not a failure (decision 258). */
  repeats: string[];
};

/** The e-mail's Message-ID names the outbox message it came from: <outbox-id@domain>. */
const outboxIdOf = (messageId: string) => /^<([0-9a-f-]{36})@/.exec(messageId)?.[1];

/** Waits until the outbox holds nothing pending or being sent (deliveries retried after a fault included). */
export async function waitForOutboxSettled(client: pg.Client, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ open: string }>(
      `SELECT count(*) AS open FROM outbox_messages WHERE status IN ('pending', 'sending')`,
    );
    if (Number(rows[0]?.open) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

type GuestRow = {
  id: string;
  reservation_id: string;
  email: string | null;
  birthdate: string | null;
  gender: string | null;
  mobile_number: string | null;
  zip_code: string | null;
  address_number: string | null;
  purpose_trip: string | null;
  additional_data: Record<string, unknown>;
  fnrh_id: string | null;
  /** Document numbers by type, one entry per row (two of a type: a save kept twice). */
  documents: { type: number; number: string }[];
  signatures: number;
  guest_exports: number;
  finished_at: Date | null;
  list_exports: number;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the database holds what an acknowledged save sent (the journey's values are the guest's own). */
function isKept(save: AcknowledgedSave, row: GuestRow | undefined): boolean {
  if (!row) return false;
  const sent = (save.sent ?? {}) as TSaveGuestRequest;
  switch (save.kind) {
    case 'personal-info':
      return (
        row.birthdate === sent.birthdate &&
        row.gender === sent.gender &&
        (sent.documents ?? []).every((sentDocument) =>
          row.documents.some(
            (document) =>
              document.type === sentDocument.documentTypeId &&
              document.number === sentDocument.documentNumber,
          ),
        )
      );
    case 'address-contacts':
      return (
        row.mobile_number === sent.mobilePhone?.number &&
        row.zip_code === sent.zipCode &&
        row.address_number === sent.addressNumber
      );
    case 'additional-data':
      return (
        (sent.purposeTrip === undefined || row.purpose_trip === sent.purposeTrip) &&
        Object.entries(sent.additionalData ?? {}).every(([key, value]) =>
          sameJson(row.additional_data[key], value),
        )
      );
    case 'signature':
      return row.signatures === 1;
    case 'finalize':
      return row.fnrh_id !== null && row.guest_exports > 0;
    case 'finish':
      return row.finished_at !== null && row.list_exports > 0;
    case 'companion-contact':
      return row.email === sent.email;
  }
}

/**
 * Checks one cycle against the database: every acknowledged save is there and none is kept twice (two
 * documents of one type, two guest-list exports of one reservation), and every PIN e-mail and FNRH
 * export queued since `since` reached its receiver: at least once under its id (a repeat under the same
 * id is counted and reported; the receiver keeps one, decision 258).
 */
export async function checkCycle(
  client: pg.Client,
  input: {
    since: Date;
    guestIds: readonly string[];
    acknowledged: readonly AcknowledgedSave[];
    errors: number;
    mailbox: SmtpMailbox;
    fnrh: FnrhReceiver;
  },
): Promise<CycleCounts> {
  const problems: string[] = [];
  const repeats: string[] = [];
  const { rows: guestRows } = await client.query<GuestRow>(
    `SELECT g.id, g.reservation_id, g.email, g.birthdate::text AS birthdate, g.gender, g.mobile_number,
            g.zip_code, g.address_number, g.purpose_trip, g.additional_data, g.fnrh_id,
            coalesce((SELECT json_agg(json_build_object('type', d.document_type_id, 'number', d.document_number))
                      FROM guest_documents d WHERE d.guest_id = g.id), '[]') AS documents,
            (SELECT count(*)::int FROM guest_signatures s WHERE s.guest_id = g.id) AS signatures,
            (SELECT count(*)::int FROM hotel_exports h WHERE h.guest_id = g.id AND h.kind = 'guest')
              AS guest_exports,
            r.guest_list_finished_at AS finished_at,
            (SELECT count(*)::int FROM hotel_exports h WHERE h.reservation_id = r.id AND h.kind = 'guest-list')
              AS list_exports
     FROM guests g JOIN reservations r ON r.id = g.reservation_id
     WHERE g.id = ANY($1)`,
    [input.guestIds],
  );
  const guestsById = new Map(guestRows.map((row) => [row.id, row]));

  let lost = 0;
  for (const save of input.acknowledged) {
    if (isKept(save, guestsById.get(save.guestId))) continue;
    lost += 1;
    problems.push(`lost ${save.kind} of ${save.guestId}`);
  }
  let duplicated = 0;
  for (const row of guestRows) {
    const types = row.documents.map((document) => document.type);
    const doubled = types.length - new Set(types).size;
    if (doubled > 0) {
      duplicated += doubled;
      problems.push(`guest ${row.id} keeps ${types.length} documents of ${new Set(types).size} types`);
    }
    if (row.list_exports > 1) {
      duplicated += row.list_exports - 1;
      problems.push(`reservation ${row.reservation_id} finished ${row.list_exports} times`);
    }
  }

  const { rows: queued } = await client.query<{
    id: string;
    kind: string;
    status: string;
    export_kind: string | null;
  }>(
    `SELECT o.id, o.kind, o.status, h.kind AS export_kind
     FROM outbox_messages o LEFT JOIN hotel_exports h ON h.id = o.id
     WHERE o.created_at >= $1 AND o.kind IN ('email', 'fnrh')`,
    [input.since],
  );
  const smtpCounts = new Map<string, number>();
  for (const [messageId, count] of input.mailbox.deliveriesById()) {
    const id = outboxIdOf(messageId);
    if (id) smtpCounts.set(id, (smtpCounts.get(id) ?? 0) + count);
  }
  const emails = queued.filter((row) => row.kind === 'email');
  const exports = queued.filter((row) => row.kind === 'fnrh');
  let emailsDelivered = 0;
  let emailsLost = 0;
  let emailsRepeated = 0;
  for (const email of emails) {
    const count = smtpCounts.get(email.id) ?? 0;
    if (count > 0) emailsDelivered += 1;
    if (count === 0 || email.status !== 'sent') {
      emailsLost += 1;
      problems.push(`e-mail ${email.id} ${email.status}, received ${count} times`);
    }
    if (count > 1) {
      emailsRepeated += count - 1;
      repeats.push(`e-mail ${email.id} received ${count} times (same Message-ID, receiver keeps one)`);
    }
  }
  let exportsDelivered = 0;
  let exportsLost = 0;
  let exportsRepeated = 0;
  let fnrhDigitalRegistered = 0;
  for (const fnrhExport of exports) {
    const isKeptAtHotel = fnrhExport.export_kind !== null;
    const isRegistered = input.fnrh.registered.has(fnrhExport.id);
    const repeated = input.fnrh.repeats.get(fnrhExport.id) ?? 0;
    if (isRegistered) fnrhDigitalRegistered += 1;
    if (isKeptAtHotel) exportsDelivered += 1;
    // Guest exports also go to FNRH Digital (the hotel enabled it); guest-list exports do not.
    const isRegistrationDue = fnrhExport.export_kind === 'guest';
    if (!isKeptAtHotel || fnrhExport.status !== 'sent' || (isRegistrationDue && !isRegistered)) {
      exportsLost += 1;
      const { rows: attempts } = await client.query<{ outcome: string; reason: string | null }>(
        `SELECT outcome, reason FROM fnrh_digital_attempts WHERE export_id = $1 ORDER BY attempted_at`,
        [fnrhExport.id],
      );
      const tried = attempts.map((attempt) => `${attempt.outcome} (${attempt.reason ?? ''})`).join(', ');
      problems.push(
        `export ${fnrhExport.id} ${fnrhExport.status}, kept ${isKeptAtHotel}, registered ${isRegistered}; FNRH Digital: ${tried || 'no attempt'}`,
      );
    }
    if (repeated > 0) {
      exportsRepeated += repeated;
      repeats.push(
        `export ${fnrhExport.id} sent ${repeated + 1} times to FNRH Digital (same Idempotency-Key, registered once)`,
      );
    }
  }
  return {
    journeys: input.guestIds.length,
    acknowledged: input.acknowledged.length,
    lost,
    duplicated,
    emailsQueued: emails.length,
    emailsDelivered,
    emailsLost,
    emailsRepeated,
    exportsQueued: exports.length,
    exportsDelivered,
    fnrhDigitalRegistered,
    exportsLost,
    exportsRepeated,
    errors: input.errors,
    problems,
    repeats,
  };
}
