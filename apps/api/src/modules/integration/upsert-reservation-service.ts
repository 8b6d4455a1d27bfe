import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import { guestFieldIssues } from '@hospedar/contracts/guests/guest-field-issues';
import type {
  TUpsertReservationRequest,
  TUpsertReservationResponse,
} from '@hospedar/contracts/integration/upsert-reservation';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  guests as guestsTable,
  type CompanyRow,
  type GuestRow,
  type ReservationRow,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import {
  integrationColumns,
  integrationDocuments,
  mergeGuest,
  toSavePayload,
  type IntegrationSnapshot,
} from './guest-merge.ts';
import { createIntegrationRepository } from './integration-repository.ts';
import { syncOrder } from './order-sync.ts';

type GuestResult = TUpsertReservationResponse['guests'][number];

const isFinished = (row: GuestRow) => row.fnrhId !== null && row.fnrhId !== '';

/** The form rules of the guest's own save (spec section 5), each issue naming the body's guest. */
function bodyIssues(body: TUpsertReservationRequest, today: string): TFieldIssue[] {
  const issues: TFieldIssue[] = [];
  body.guests.forEach((guest, index) => {
    const found = guestFieldIssues(toSavePayload(guest), {
      today,
      isChild: guest.isChild,
      birthdate: null,
      nationalityId: null,
    });
    for (const issue of found) {
      issues.push({ ...issue, field: issue.field.replace(/^body\./, `body.guests.${index}.`) });
    }
  });
  return issues;
}

/** The reservation's columns the system sets; the adults and minors counted from the guests by default. */
function reservationColumns(body: TUpsertReservationRequest) {
  const minors = body.guests.filter((guest) => guest.isChild).length;
  return {
    checkinDate: body.checkinDate,
    checkoutDate: body.checkoutDate,
    resStatus: body.resStatus,
    adultsNumber: body.adultsNumber ?? Math.max(1, body.guests.length - minors),
    childrenNumber: body.childrenNumber ?? minors,
    roomName: body.roomName ?? null,
    billed: body.billed,
  };
}

function changedColumns<T extends Record<string, unknown>>(
  row: Record<string, unknown>,
  wanted: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => !isDeepStrictEqual(row[key] ?? null, value)),
  ) as Partial<T>;
}

/**
 * PUT /api/integration/v1/reservations/{number}, and the CLI's import: the reservation as the hotel's
 * system has it, idempotent by number within the hotel (decision 131). Writes only what differs, in one
 * transaction: the same body twice writes nothing (not even updated_at); a finished form is never
 * touched; a field the guest filled keeps the guest's value.
 */
export function createUpsertReservationService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createIntegrationRepository(db);
  const guestRepository = createGuestRepository(db);

  async function findOrCreate(
    tx: Database,
    company: CompanyRow,
    reservationNumber: string,
    body: TUpsertReservationRequest,
    now: Date,
  ): Promise<{ reservation: ReservationRow; created: boolean }> {
    const existing = await repository.lockReservationByNumber(company.id, reservationNumber, tx);
    if (existing) return { reservation: existing, created: false };
    const inserted = await repository.insertReservation(
      {
        companyId: company.id,
        reservationNumber,
        ...reservationColumns(body),
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    if (inserted) return { reservation: inserted, created: true };
    // Another upsert of this number committed it in between: update that one.
    const raced = await repository.lockReservationByNumber(company.id, reservationNumber, tx);
    if (!raced) throw new Error('reservation vanished during upsert');
    return { reservation: raced, created: false };
  }

  return {
    async upsertReservation(
      company: CompanyRow,
      reservationNumber: string,
      body: TUpsertReservationRequest,
    ): Promise<TUpsertReservationResponse> {
      const today = dateInTimeZone(clock(), companyTimeZone(company));
      const issues = bodyIssues(body, today);
      if (issues.length > 0) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', { fields: issues });
      }
      const now = clock();
      return db.transaction(async (tx) => {
        let changed = false;
        const { reservation, created } = await findOrCreate(tx, company, reservationNumber, body, now);
        if (created) changed = true;
        else {
          const set = changedColumns(reservation, reservationColumns(body));
          if (Object.keys(set).length > 0) {
            await repository.updateReservation(company.id, reservation.id, { ...set, updatedAt: now }, tx);
            changed = true;
          }
        }
        const rows = await guestRepository.listGuests(company.id, reservation.id, tx);
        const documents = await guestRepository.listDocuments(
          company.id,
          rows.map((row) => row.id),
          tx,
        );
        const results: GuestResult[] = [];
        for (const guest of body.guests) {
          const next: IntegrationSnapshot = {
            columns: integrationColumns(guest),
            documents: integrationDocuments(guest),
          };
          const row = rows.find((candidate) => candidate.externalId === guest.externalId);
          if (!row) {
            const id = randomUUID();
            await tx.insert(guestsTable).values({
              id,
              companyId: company.id,
              reservationId: reservation.id,
              externalId: guest.externalId,
              ...next.columns,
              name: guest.name.trim(),
              lastName: guest.lastName.trim(),
              integrationValues: next,
              createdAt: now,
              updatedAt: now,
            } as typeof guestsTable.$inferInsert);
            if (next.documents.length > 0) {
              await guestRepository.replaceDocuments(company.id, id, next.documents, now, tx);
            }
            results.push({
              externalId: guest.externalId,
              guestId: id,
              result: 'created',
              reason: null,
              keptFields: [],
            });
            changed = true;
            continue;
          }
          if (isFinished(row)) {
            results.push({
              externalId: guest.externalId,
              guestId: row.id,
              result: 'left',
              reason: 'finished',
              keptFields: [],
            });
            continue;
          }
          const merge = mergeGuest({
            row,
            documents: documents.filter((document) => document.guestId === row.id),
            next,
          });
          const isWritten =
            Object.keys(merge.set).length > 0 || merge.documents !== null || merge.snapshot !== null;
          if (isWritten) {
            await guestRepository.updateGuest(
              company.id,
              row.id,
              {
                ...merge.set,
                ...(merge.snapshot ? { integrationValues: merge.snapshot } : {}),
                updatedAt: now,
              } as Partial<typeof guestsTable.$inferInsert>,
              tx,
            );
            if (merge.documents) {
              await guestRepository.replaceDocuments(company.id, row.id, merge.documents, now, tx);
            }
            changed = true;
          }
          const isUpdated = Object.keys(merge.set).length > 0 || merge.documents !== null;
          results.push({
            externalId: guest.externalId,
            guestId: row.id,
            result: isUpdated ? 'updated' : 'unchanged',
            reason: null,
            keptFields: merge.keptFields,
          });
        }
        const sent = new Set(body.guests.map((guest) => guest.externalId));
        const removed: string[] = [];
        const unsent = rows
          .filter((row) => row.externalId !== null && !sent.has(row.externalId))
          .sort((a, b) => (a.externalId ?? '').localeCompare(b.externalId ?? ''));
        for (const row of unsent) {
          if (isFinished(row) || row.formStartedAt) {
            const reason = isFinished(row) ? 'finished' : 'started';
            results.push({
              externalId: row.externalId,
              guestId: row.id,
              result: 'left',
              reason,
              keptFields: [],
            });
          } else {
            removed.push(row.id);
            results.push({
              externalId: row.externalId,
              guestId: row.id,
              result: 'removed',
              reason: null,
              keptFields: [],
            });
          }
        }
        if (removed.length > 0) {
          await repository.deleteGuests(company.id, removed, tx);
          changed = true;
        }
        const order = await syncOrder(tx, {
          companyId: company.id,
          reservationId: reservation.id,
          charges: body.order?.charges ?? null,
          now,
        });
        if (order !== 'unchanged' && order !== 'none' && order !== 'left') changed = true;
        return {
          reservationId: reservation.id,
          reservationNumber,
          changed,
          created,
          guests: results,
          order,
        };
      });
    },
  };
}
export type UpsertReservationService = ReturnType<typeof createUpsertReservationService>;
