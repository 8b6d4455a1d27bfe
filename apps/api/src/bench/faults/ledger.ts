import type pg from 'pg';
import type { Acknowledged, TSavedField } from './guest-journey.ts';
import type { FnrhReceiver } from './fnrh-receiver.ts';
import type { SmtpReceiver } from './smtp-receiver.ts';

/** What one cycle's ledger check found. */
export type CycleCounts = {
  /** Guest journeys started (each a reservation of its own). */
  journeys: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  emailsQueued: number;
  emailsDelivered: number;
  emailsLost: number;
  emailsDuplicated: number;
  exportsQueued: number;
  /** FNRH exports kept once in hotel_exports (the local driver). */
  exportsDelivered: number;
  exportsLost: number;
  /** Registrations FNRH Digital (the script's receiver) got more than once for one export. */
  exportsDuplicated: number;
  /** Registrations at the FNRH Digital receiver, by export. */
  fnrhDigitalRegistered: number;
  errors: number;
  /** Lines naming each loss or duplicate, for the report. */
  problems: string[];
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

/**
 * Checks one cycle against the database: every acknowledged save is there, no save is there twice, and
 * every PIN e-mail and FNRH export queued since `since` reached its receiver exactly once.
 */
export async function checkCycle(
  client: pg.Client,
  input: {
    since: Date;
    guestIds: readonly string[];
    acknowledged: readonly Acknowledged[];
    errors: number;
    mailbox: SmtpReceiver;
    fnrh: FnrhReceiver;
  },
): Promise<CycleCounts> {
  const problems: string[] = [];
  const { rows: guestRows } = await client.query<Record<TSavedField | 'id' | 'fnrh_id', string | null>>(
    `SELECT id, fnrh_id, address_complement, neighborhood, address_number FROM guests WHERE id = ANY($1)`,
    [input.guestIds],
  );
  const guestsById = new Map(guestRows.map((row) => [row.id, row]));
  const { rows: ratingRows } = await client.query<{ guest_id: string; comments: string[] }>(
    `SELECT guest_id, array_agg(comment) AS comments FROM ratings WHERE guest_id = ANY($1) GROUP BY guest_id`,
    [input.guestIds],
  );
  const ratingsOf = new Map(ratingRows.map((row) => [row.guest_id, row.comments]));

  let lost = 0;
  for (const save of input.acknowledged) {
    const row = guestsById.get(save.guestId);
    const isThere =
      save.kind === 'field'
        ? row?.[save.field] === save.value
        : save.kind === 'finalize'
          ? Boolean(row?.fnrh_id)
          : (ratingsOf.get(save.guestId) ?? []).includes(save.comment);
    if (!isThere) {
      lost += 1;
      problems.push(`lost ${save.kind} of ${save.guestId}`);
    }
  }
  let duplicated = 0;
  for (const [guestId, comments] of ratingsOf) {
    if (comments.length > 1) {
      duplicated += comments.length - 1;
      problems.push(`rating of ${guestId} kept ${comments.length} times`);
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
  for (const mail of input.mailbox.received) {
    const id = outboxIdOf(mail.messageId);
    if (id) smtpCounts.set(id, (smtpCounts.get(id) ?? 0) + 1);
  }
  const emails = queued.filter((row) => row.kind === 'email');
  const exports = queued.filter((row) => row.kind === 'fnrh');
  let emailsDelivered = 0;
  let emailsLost = 0;
  let emailsDuplicated = 0;
  for (const email of emails) {
    const count = smtpCounts.get(email.id) ?? 0;
    if (count > 0) emailsDelivered += 1;
    if (count === 0 || email.status !== 'sent') {
      emailsLost += 1;
      problems.push(`e-mail ${email.id} ${email.status}, received ${count} times`);
    }
    if (count > 1) {
      emailsDuplicated += count - 1;
      problems.push(`e-mail ${email.id} received ${count} times`);
    }
  }
  let exportsDelivered = 0;
  let exportsLost = 0;
  let exportsDuplicated = 0;
  let fnrhDigitalRegistered = 0;
  for (const fnrhExport of exports) {
    const isKept = fnrhExport.export_kind !== null;
    const registrations = input.fnrh.registrations.get(fnrhExport.id) ?? 0;
    fnrhDigitalRegistered += Math.min(1, registrations);
    if (isKept) exportsDelivered += 1;
    // Guest exports also go to FNRH Digital (the hotel enabled it); guest-list exports do not.
    const isRegistrationDue = fnrhExport.export_kind === 'guest';
    if (!isKept || fnrhExport.status !== 'sent' || (isRegistrationDue && registrations === 0)) {
      exportsLost += 1;
      const { rows: attempts } = await client.query<{ outcome: string; reason: string | null }>(
        `SELECT outcome, reason FROM fnrh_digital_attempts WHERE export_id = $1 ORDER BY attempted_at`,
        [fnrhExport.id],
      );
      const tried = attempts.map((attempt) => `${attempt.outcome} (${attempt.reason ?? ''})`).join(', ');
      problems.push(
        `export ${fnrhExport.id} ${fnrhExport.status}, kept ${isKept}, registered ${registrations}; FNRH Digital: ${tried || 'no attempt'}`,
      );
    }
    if (registrations > 1) {
      exportsDuplicated += registrations - 1;
      problems.push(`export ${fnrhExport.id} registered ${registrations} times at FNRH Digital`);
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
    emailsDuplicated,
    exportsQueued: exports.length,
    exportsDelivered,
    exportsLost,
    exportsDuplicated,
    fnrhDigitalRegistered,
    errors: input.errors,
    problems,
  };
}
