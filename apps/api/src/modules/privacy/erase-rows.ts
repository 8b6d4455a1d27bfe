import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  biometricConsents,
  faceTemplates,
  finishedForms,
  fnrhDigitalAttempts,
  guestDocuments,
  guestPins,
  guestSignatures,
  guests,
  hotelExports,
  localMailbox,
  outboxMessages,
  paymentAttempts,
  paymentCards,
  paymentCustomers,
  ratings,
  trackingEvents,
  webauthnChallenges,
  webauthnCredentials,
  webhookDeliveries,
  type GuestRow,
  type PaymentCardRow,
} from '../../db/schema/index.ts';
import { identifyingTexts } from './person.ts';
import { recordWithoutGuests } from './scrub-record.ts';
import { textContainsAny } from './text-match.ts';

/** What the rows' erasure leaves for after the commit: storage files, processor cards, and what was known. */
export type ErasedRows = {
  /** Rows deleted or scrubbed, by table. */
  rows: Record<string, number>;
  /** Storage prefixes (a guest's folder) and keys to delete once the transaction is committed. */
  storagePrefixes: string[];
  storageKeys: string[];
  /** Saved cards removed from the wallet: the processor may still hold them. */
  cards: PaymentCardRow[];
  /** Where copies went before: the FNRH Digital attempts kept, the hotel's system, the processor. */
  fnrhProofRows: number;
  fnrhRegisteredAt: Date | null;
  deliveredToHotelAt: Date | null;
};

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/**
 * Erases the given guest rows of one hotel and everything that holds them (decision 202), inside the
 * caller's transaction, which should have locked the rows: their own rows and those that cascade from them
 * (documents, signature, PINs, consents, faces, ratings, payment attempts, the finished-forms feed, the
 * hotel's copy of their forms), their entries in list exports and pending outbox messages, webhook
 * deliveries naming them, messages kept for them by the local mail and SMS drivers, tracking events, and
 * once a person has no stay left at the hotel, the person's passkeys, saved cards and processor customer.
 * FNRH Digital attempts are kept as the proof of registration, without the government's answer unless it
 * was an acceptance (decision 201).
 */
export async function eraseGuestRows(
  tx: Database,
  { companyId, rows }: { companyId: string; rows: GuestRow[] },
): Promise<ErasedRows> {
  const guestIds = rows.map((row) => row.id);
  const idSet = new Set(guestIds);
  const result: ErasedRows = {
    rows: {},
    storagePrefixes: guestIds.map((guestId) => `${companyId}/${guestId}/`),
    storageKeys: [],
    cards: [],
    fnrhProofRows: 0,
    fnrhRegisteredAt: null,
    deliveredToHotelAt: null,
  };
  if (guestIds.length === 0) return result;
  const add = (table: string, n: number) => {
    if (n > 0) result.rows[table] = (result.rows[table] ?? 0) + n;
  };
  const texts = await identifyingTexts(tx, rows);
  const idTexts = [...guestIds];

  // Files the rows point at (all under the guests' folders today; named here in case a key is not).
  const documents = await tx
    .select({ front: guestDocuments.frontImageKey, back: guestDocuments.backImageKey })
    .from(guestDocuments)
    .where(inArray(guestDocuments.guestId, guestIds));
  const faces = await tx
    .select({ key: faceTemplates.imageKey })
    .from(faceTemplates)
    .where(inArray(faceTemplates.guestId, guestIds));
  for (const key of [
    ...rows.flatMap((row) => [row.photoKey, row.signatureKey]),
    ...documents.flatMap((document) => [document.front, document.back]),
    ...faces.map((face) => face.key),
  ]) {
    if (key && !result.storageKeys.includes(key)) result.storageKeys.push(key);
  }

  // What was delivered before: the hotel's feed of finished forms and FNRH Digital's acceptances.
  const [delivered] = await tx
    .select({ at: sql<Date | null>`max(${finishedForms.finishedAt})`.mapWith(finishedForms.finishedAt) })
    .from(finishedForms)
    .where(inArray(finishedForms.guestId, guestIds));
  result.deliveredToHotelAt = delivered?.at ?? null;

  // The hotel's copies of list exports (and other guests' exports) that name them.
  const exportRows = await tx
    .select({ id: hotelExports.id, guestId: hotelExports.guestId, payload: hotelExports.payload })
    .from(hotelExports)
    .where(and(eq(hotelExports.companyId, companyId), textContainsAny(hotelExports.payload, idTexts)));
  for (const row of exportRows) {
    if (row.guestId && idSet.has(row.guestId)) continue; // deleted with the guest below
    const scrubbed = recordWithoutGuests(row.payload, idSet);
    if (scrubbed === null) await tx.delete(hotelExports).where(eq(hotelExports.id, row.id));
    else if (scrubbed !== row.payload) {
      await tx.update(hotelExports).set({ payload: scrubbed }).where(eq(hotelExports.id, row.id));
    }
    add('hotel_exports', 1);
  }

  // Webhook deliveries whose body names them (ids only, decision 140), with their outbox messages.
  const deliveries = await tx
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), textContainsAny(webhookDeliveries.body, idTexts)))
    .returning({ id: webhookDeliveries.id });
  add('webhook_deliveries', deliveries.length);

  // Outbox messages not yet scrubbed (pending, sending): their exports filtered, their messages dropped.
  const messages = await tx
    .select({ id: outboxMessages.id, kind: outboxMessages.kind, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.companyId, companyId),
        or(
          textContainsAny(outboxMessages.payload, [...idTexts, ...texts]),
          deliveries.length > 0
            ? textContainsAny(
                outboxMessages.payload,
                deliveries.map((delivery) => delivery.id),
              )
            : sql`false`,
        ),
      ),
    );
  for (const message of messages) {
    const payload = message.payload as { record?: unknown };
    if (message.kind === 'fnrh' && payload.record !== undefined) {
      const record = recordWithoutGuests(payload.record, idSet);
      const isOurs = idSet.has((message.payload as { guestId?: string }).guestId ?? '');
      if (record !== null && !isOurs) {
        if (record !== payload.record) {
          await tx
            .update(outboxMessages)
            .set({ payload: { ...payload, record } })
            .where(eq(outboxMessages.id, message.id));
          add('outbox_messages', 1);
        }
        continue;
      }
    }
    await tx.delete(outboxMessages).where(eq(outboxMessages.id, message.id));
    add('outbox_messages', 1);
  }

  // What the local mail and SMS drivers kept for them or about them (development's mailbox).
  const mailbox = await tx
    .delete(localMailbox)
    .where(
      and(
        or(eq(localMailbox.companyId, companyId), isNull(localMailbox.companyId)),
        or(
          textContainsAny(localMailbox.recipient, texts),
          textContainsAny(localMailbox.subject, texts),
          textContainsAny(localMailbox.text, texts),
          textContainsAny(localMailbox.html, texts),
        ),
      ),
    )
    .returning({ id: localMailbox.id });
  add('local_mailbox', mailbox.length);

  const tracking = await tx
    .delete(trackingEvents)
    .where(and(eq(trackingEvents.companyId, companyId), inArray(trackingEvents.subjectId, guestIds)))
    .returning({ id: trackingEvents.id });
  add('tracking_events', tracking.length);

  // FNRH Digital attempts stay as the proof of registration, without what the government answered
  // unless it was the acceptance (its ids), and without the one-line reason (it may quote a value).
  const proof = await tx
    .update(fnrhDigitalAttempts)
    .set({
      answer: sql`case when ${fnrhDigitalAttempts.outcome} = 'accepted' then ${fnrhDigitalAttempts.answer} else null end`,
      reason: null,
    })
    .where(and(eq(fnrhDigitalAttempts.companyId, companyId), inArray(fnrhDigitalAttempts.guestId, guestIds)))
    .returning({ outcome: fnrhDigitalAttempts.outcome, attemptedAt: fnrhDigitalAttempts.attemptedAt });
  result.fnrhProofRows = proof.length;
  for (const attempt of proof) {
    if (attempt.outcome !== 'accepted') continue;
    if (!result.fnrhRegisteredAt || attempt.attemptedAt > result.fnrhRegisteredAt) {
      result.fnrhRegisteredAt = attempt.attemptedAt;
    }
  }

  // The rows that cascade from the guests, counted before they go.
  const cascading = [
    ['guest_documents', guestDocuments, guestDocuments.guestId],
    ['guest_signatures', guestSignatures, guestSignatures.guestId],
    ['guest_pins', guestPins, guestPins.guestId],
    ['biometric_consents', biometricConsents, biometricConsents.guestId],
    ['face_templates', faceTemplates, faceTemplates.guestId],
    ['ratings', ratings, ratings.guestId],
    ['payment_attempts', paymentAttempts, paymentAttempts.guestId],
    ['finished_forms', finishedForms, finishedForms.guestId],
    ['hotel_exports', hotelExports, hotelExports.guestId],
    ['webauthn_challenges', webauthnChallenges, webauthnChallenges.guestId],
  ] as const;
  for (const [name, table, column] of cascading) {
    add(name, await countOf(tx.select({ value: count() }).from(table).where(inArray(column, guestIds))));
  }
  const deleted = await tx
    .delete(guests)
    .where(and(eq(guests.companyId, companyId), inArray(guests.id, guestIds)))
    .returning({ id: guests.id });
  add('guests', deleted.length);

  // A person with no stay left at the hotel: their passkeys, saved cards, processor customer, faces.
  const personIds = [...new Set(rows.map((row) => row.personId))];
  const remaining = await tx
    .selectDistinct({ personId: guests.personId })
    .from(guests)
    .where(and(eq(guests.companyId, companyId), inArray(guests.personId, personIds)));
  const gone = personIds.filter((personId) => !remaining.some((row) => row.personId === personId));
  if (gone.length > 0) {
    const inHotel = (table: { companyId: AnyPgColumn; personId: AnyPgColumn }) =>
      and(eq(table.companyId, companyId), inArray(table.personId, gone));
    const personFaces = await tx
      .delete(faceTemplates)
      .where(inHotel(faceTemplates))
      .returning({ key: faceTemplates.imageKey });
    add('face_templates', personFaces.length);
    result.storageKeys.push(...personFaces.map((face) => face.key));
    add(
      'biometric_consents',
      (
        await tx
          .delete(biometricConsents)
          .where(inHotel(biometricConsents))
          .returning({ id: biometricConsents.id })
      ).length,
    );
    add(
      'webauthn_credentials',
      (
        await tx
          .delete(webauthnCredentials)
          .where(inHotel(webauthnCredentials))
          .returning({ id: webauthnCredentials.id })
      ).length,
    );
    result.cards = await tx.delete(paymentCards).where(inHotel(paymentCards)).returning();
    add('payment_cards', result.cards.length);
    add(
      'payment_customers',
      (
        await tx
          .delete(paymentCustomers)
          .where(inHotel(paymentCustomers))
          .returning({ id: paymentCustomers.id })
      ).length,
    );
  }
  return result;
}
