import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  biometricConsents,
  faceTemplates,
  finishedForms,
  fnrhDigitalAttempts,
  guestDocuments,
  guestPins,
  guestSignatures,
  hotelExports,
  localMailbox,
  outboxMessages,
  paymentAttempts,
  paymentCards,
  paymentCharges,
  paymentCustomers,
  privacyAuditLog,
  ratings,
  reservations,
  trackingEvents,
  webauthnCredentials,
  webhookDeliveries,
  webhookDeliveryAttempts,
} from '../../db/schema/index.ts';
import { identifyingTexts, type PrivacySubject } from './person.ts';
import { recordWithoutGuests } from './scrub-record.ts';
import { textContainsAny } from './text-match.ts';

/** A guest's own entry of an export record: the guest, or their entry of a list. */
function ownPartOf(record: unknown, guestIds: ReadonlySet<string>): unknown {
  if (!record || typeof record !== 'object') return record;
  const source = record as { guests?: unknown[]; guest?: unknown };
  if (!Array.isArray(source.guests)) return record;
  const others = new Set(
    source.guests
      .map((entry) => (entry as { id?: string }).id ?? '')
      .filter((id) => id !== '' && !guestIds.has(id)),
  );
  return recordWithoutGuests(record, others);
}

const SCRUBBED = sql`'{"scrubbed": true}'::jsonb`;

/**
 * Every row the hotel holds about a person (LGPD arts. 18 II and 19; decision 200), table by table, as
 * JSON. Secrets are left out: PIN and link hashes, passkey keys, the charge's access token, payment
 * idempotency hashes, webhook secrets; so are face descriptors (numbers the model derives from the
 * exported image) and message bodies (they carry one-time codes and sign-in links).
 */
export async function collectGuestData(db: Database, subject: PrivacySubject) {
  const { companyId, personId } = subject;
  const guestIds = subject.guests.map((guest) => guest.id);
  const idSet = new Set(guestIds);
  const reservationIds = [...new Set(subject.guests.map((guest) => guest.reservationId))];
  const texts = await identifyingTexts(db, subject.guests);

  const [
    reservationRows,
    documents,
    signatures,
    pins,
    consents,
    faces,
    ratingRows,
    attempts,
    cards,
    customers,
    passkeys,
    finished,
    exports,
    fnrhDigital,
    deliveries,
    outbox,
    mailbox,
    tracking,
    audit,
  ] = await Promise.all([
    db.select().from(reservations).where(inArray(reservations.id, reservationIds)),
    db.select().from(guestDocuments).where(inArray(guestDocuments.guestId, guestIds)),
    db
      .select({
        id: guestSignatures.id,
        guestId: guestSignatures.guestId,
        createdAt: guestSignatures.createdAt,
      })
      .from(guestSignatures)
      .where(inArray(guestSignatures.guestId, guestIds)),
    db
      .select({
        id: guestPins.id,
        guestId: guestPins.guestId,
        contactId: guestPins.contactId,
        failedAttempts: guestPins.failedAttempts,
        createdAt: guestPins.createdAt,
        expiresAt: guestPins.expiresAt,
        consumedAt: guestPins.consumedAt,
      })
      .from(guestPins)
      .where(inArray(guestPins.guestId, guestIds))
      .orderBy(asc(guestPins.createdAt)),
    db
      .select()
      .from(biometricConsents)
      .where(and(eq(biometricConsents.companyId, companyId), eq(biometricConsents.personId, personId))),
    db
      .select({
        id: faceTemplates.id,
        guestId: faceTemplates.guestId,
        model: faceTemplates.model,
        imageKey: faceTemplates.imageKey,
        quality: faceTemplates.quality,
        createdAt: faceTemplates.createdAt,
      })
      .from(faceTemplates)
      .where(and(eq(faceTemplates.companyId, companyId), eq(faceTemplates.personId, personId))),
    db.select().from(ratings).where(inArray(ratings.guestId, guestIds)),
    db
      .select({
        id: paymentAttempts.id,
        guestId: paymentAttempts.guestId,
        chargeId: paymentAttempts.chargeId,
        method: paymentAttempts.method,
        status: paymentAttempts.status,
        amountCents: paymentAttempts.amountCents,
        declineCode: paymentAttempts.declineCode,
        authorizationCode: paymentAttempts.authorizationCode,
        cardBrand: paymentAttempts.cardBrand,
        cardLastFour: paymentAttempts.cardLastFour,
        authorizedAt: paymentAttempts.authorizedAt,
        createdAt: paymentAttempts.createdAt,
      })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.guestId, guestIds)),
    db
      .select({
        id: paymentCards.id,
        processor: paymentCards.processor,
        token: paymentCards.processorCardId,
        brand: paymentCards.brand,
        lastFour: paymentCards.lastFour,
        expMonth: paymentCards.expMonth,
        expYear: paymentCards.expYear,
        holderName: paymentCards.holderName,
        createdAt: paymentCards.createdAt,
      })
      .from(paymentCards)
      .where(and(eq(paymentCards.companyId, companyId), eq(paymentCards.personId, personId))),
    db
      .select({
        processor: paymentCustomers.processor,
        processorCustomerId: paymentCustomers.processorCustomerId,
        createdAt: paymentCustomers.createdAt,
      })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.companyId, companyId), eq(paymentCustomers.personId, personId))),
    db
      .select({
        id: webauthnCredentials.id,
        deviceLabel: webauthnCredentials.deviceLabel,
        rpId: webauthnCredentials.rpId,
        transports: webauthnCredentials.transports,
        isBackedUp: webauthnCredentials.isBackedUp,
        createdAt: webauthnCredentials.createdAt,
        lastUsedAt: webauthnCredentials.lastUsedAt,
      })
      .from(webauthnCredentials)
      .where(and(eq(webauthnCredentials.companyId, companyId), eq(webauthnCredentials.personId, personId))),
    db.select().from(finishedForms).where(inArray(finishedForms.guestId, guestIds)),
    db
      .select()
      .from(hotelExports)
      .where(and(eq(hotelExports.companyId, companyId), textContainsAny(hotelExports.payload, guestIds)))
      .orderBy(asc(hotelExports.createdAt)),
    db.select().from(fnrhDigitalAttempts).where(inArray(fnrhDigitalAttempts.guestId, guestIds)),
    db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.companyId, companyId), textContainsAny(webhookDeliveries.body, guestIds)),
      ),
    db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.companyId, companyId),
          ne(outboxMessages.payload, SCRUBBED),
          textContainsAny(outboxMessages.payload, [...guestIds, ...texts]),
        ),
      ),
    db
      .select({
        channel: localMailbox.channel,
        recipient: localMailbox.recipient,
        subject: localMailbox.subject,
        createdAt: localMailbox.createdAt,
      })
      .from(localMailbox)
      .where(
        or(
          textContainsAny(localMailbox.recipient, texts),
          textContainsAny(localMailbox.subject, texts),
          textContainsAny(localMailbox.text, texts),
        ),
      ),
    db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.companyId, companyId), inArray(trackingEvents.subjectId, guestIds))),
    db
      .select({
        action: privacyAuditLog.action,
        actorKind: privacyAuditLog.actorKind,
        actor: privacyAuditLog.actor,
        createdAt: privacyAuditLog.createdAt,
      })
      .from(privacyAuditLog)
      .where(and(eq(privacyAuditLog.companyId, companyId), eq(privacyAuditLog.personId, personId))),
  ]);
  const deliveryAttempts =
    deliveries.length === 0
      ? []
      : await db
          .select({
            deliveryId: webhookDeliveryAttempts.deliveryId,
            attemptedAt: webhookDeliveryAttempts.attemptedAt,
            statusCode: webhookDeliveryAttempts.statusCode,
            isAccepted: webhookDeliveryAttempts.isAccepted,
          })
          .from(webhookDeliveryAttempts)
          .where(
            inArray(
              webhookDeliveryAttempts.deliveryId,
              deliveries.map((delivery) => delivery.id),
            ),
          );
  const charges =
    attempts.length === 0
      ? []
      : await db
          .select({
            id: paymentCharges.id,
            amountCents: paymentCharges.amountCents,
            currency: paymentCharges.currency,
            items: paymentCharges.items,
            status: paymentCharges.status,
            cardBrand: paymentCharges.cardBrand,
            cardLastFour: paymentCharges.cardLastFour,
            authorizationCode: paymentCharges.authorizationCode,
            authorizedAt: paymentCharges.authorizedAt,
          })
          .from(paymentCharges)
          .where(
            inArray(
              paymentCharges.id,
              attempts.map((attempt) => attempt.chargeId),
            ),
          );

  return {
    /** The guest rows, one per stay, every column (the form as the guest and the hotel's system left it). */
    guests: subject.guests,
    reservations: reservationRows,
    documents,
    signatures,
    verificationCodes: pins,
    biometricConsents: consents,
    registeredFaces: faces,
    ratings: ratingRows,
    payments: { attempts, charges, savedCards: cards, processorCustomers: customers },
    passkeys,
    finishedForms: finished,
    hotelExports: exports.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt,
      record: ownPartOf(row.payload, idSet),
    })),
    fnrhDigitalAttempts: fnrhDigital,
    webhookDeliveries: deliveries.map((delivery) => ({
      ...delivery,
      attempts: deliveryAttempts.filter((attempt) => attempt.deliveryId === delivery.id),
    })),
    outboxMessages: outbox.map((message) => ({
      id: message.id,
      kind: message.kind,
      status: message.status,
      createdAt: message.createdAt,
      sentAt: message.sentAt,
      ...(message.kind === 'fnrh'
        ? { record: ownPartOf((message.payload as { record?: unknown }).record, idSet) }
        : message.kind === 'email' || message.kind === 'sms'
          ? {
              to: (message.payload as { to?: string }).to,
              subject: (message.payload as { subject?: string }).subject,
            }
          : { payload: message.payload }),
    })),
    messages: mailbox,
    trackingEvents: tracking,
    privacyRequests: audit,
  };
}
export type GuestDataExport = Awaited<ReturnType<typeof collectGuestData>>;
